// The sixteen instruction texts of the popup (spec §2: custom_id 1 to 16), gathered from the exercise
// folders (features/exercises/<step>/instructions.ts) for the pages that show them all; eslint.config.js
// lets any page read these texts (data, no board). An exercise screen loads only its own text, with its
// board (app/exercise-routes.ts).
import { STEPS } from '@psi/engine';
import { instructionText, type InstructionText } from './instruction-text';

export type { InstructionText } from './instruction-text';

const folders = import.meta.glob<readonly string[]>('../exercises/*/instructions.ts', {
  eager: true,
  import: 'paragraphs',
});

export const INSTRUCTIONS: readonly InstructionText[] = STEPS.flatMap((step) => {
  const paragraphs = folders[`../exercises/${step.id}/instructions.ts`];
  return paragraphs ? [instructionText(step, paragraphs)] : [];
}).sort((a, b) => a.customId - b.customId);

export function instructionFor(customId: number): InstructionText | undefined {
  return INSTRUCTIONS.find((t) => t.customId === customId);
}
