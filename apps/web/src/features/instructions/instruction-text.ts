// One exercise's instruction text (spec §2: the popup of custom_id 1 to 16). The paragraphs live with
// the exercise (features/exercises/<step>/instructions.ts); number, title and route come from the
// engine's step list, so they cannot drift from the circuit.
import { STEPS, type StepDef, type StepId } from '@psi/engine';

export interface InstructionText {
  customId: number;
  title: string;
  /** Route of the exercise (spec §2). */
  route: string;
  paragraphs: readonly string[];
}

/**
 * The step whose folder holds the text a step's popup shows: the last step of the same number, so
 * Zener's pick (number 10, right after Universal) shows the text of Zener itself.
 */
export function instructionStep(step: StepId): StepDef {
  const number = STEPS.find((s) => s.id === step)?.number;
  const holder = [...STEPS].reverse().find((s) => s.number === number);
  if (!holder) throw new Error(`unknown step ${step}`);
  return holder;
}

export function instructionText(step: StepDef, paragraphs: readonly string[]): InstructionText {
  return { customId: step.number, title: step.name, route: `/${step.route}`, paragraphs };
}
