import { isStepId, type StepId } from '@psi/engine';

/**
 * The fields of each step's move, exactly (packages/engine/src/types.ts, MoveMap). The engine checks
 * the values; this checks that nothing else rides along, so a move stored and echoed in a proof is
 * only ever the move itself.
 */
const MOVE_FIELDS: Record<StepId, readonly string[]> = {
  'ready-set-go': ['choice'],
  family: ['choice'],
  universal: ['shape', 'colour', 'number'],
  zener: ['symbol'],
  doubles: ['action'],
  'yin-yang': ['choice'],
  doors: ['door'],
  elements: ['choice'],
  duality: ['choices'],
  'crop-circles': ['circle', 'crop', 'moon'],
  'zener-reveal': ['action'],
  gateway: ['gate'],
  'sense-the-sense': ['choice'],
  'three-wise-monkeys': ['choice'],
  mantra: ['choice'],
  'in-the-garden': ['answer'],
  karma: ['number'],
};

/**
 * A 400 message for a move carrying a field its step does not have; null when the fields are fine
 * (or the step is unknown, or the move is not an object: the engine answers those with its own codes).
 */
export function extraMoveField(step: string, move: unknown): string | null {
  if (!isStepId(step) || typeof move !== 'object' || move === null || Array.isArray(move)) return null;
  const allowed = MOVE_FIELDS[step];
  const extra = Object.keys(move).find((key) => !allowed.includes(key));
  if (extra === undefined) return null;
  const list = allowed.map((f) => `"${f}"`).join(', ');
  return `A ${step} move has only the field${allowed.length > 1 ? 's' : ''} ${list}; "${extra.slice(0, 40)}" is not one of them.`;
}
