// The circuit's order (spec §2): Zener is played in two parts, the pick right after Universal.
import type { StepDef, StepId } from '../types';

const step = (
  id: StepId,
  number: number,
  name: string,
  scored: boolean,
  maxScore: number | null,
  orb = false,
): StepDef => ({ id, route: `game-${id}`, number, name, scored, maxScore, orb });

export const STEPS: readonly StepDef[] = [
  step('ready-set-go', 1, 'Ready Set Go', true, 3),
  step('family', 2, 'Family', true, 4),
  step('universal', 3, 'Universal', true, 3, true),
  step('zener', 10, 'Zener (pick your symbol)', false, null),
  step('doubles', 4, 'Doubles', true, 3),
  step('yin-yang', 5, 'Yin Yang', true, null),
  step('doors', 6, 'Doors', true, 7, true),
  step('elements', 7, 'Elements', true, 5),
  step('duality', 8, 'Duality', true, 2),
  step('crop-circles', 9, 'Crop Circles', true, 3, true),
  step('zener-reveal', 10, 'Zener', true, 3, true),
  step('gateway', 11, 'Gateway', true, 8, true),
  step('sense-the-sense', 12, 'Sense the Sense', true, 6),
  step('three-wise-monkeys', 13, 'Three Wise Monkeys', true, null),
  step('mantra', 14, 'Mantra', true, 7, true),
  step('in-the-garden', 15, 'In the Garden', true, 8, true),
  step('karma', 16, 'Karma', false, null),
];

export const STEP_IDS: readonly StepId[] = STEPS.map((s) => s.id);

export function stepDef(id: StepId): StepDef {
  const def = STEPS.find((s) => s.id === id);
  if (!def) throw new Error(`unknown step ${id}`);
  return def;
}

export function isStepId(value: unknown): value is StepId {
  return typeof value === 'string' && (STEP_IDS as readonly string[]).includes(value);
}
