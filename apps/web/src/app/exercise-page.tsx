// The one page every exercise route renders: the circuit's frame around the step's own board, with
// the step's instruction popup. Its route loads this chunk and the step's board module side by side
// (exercise-routes.ts): board.tsx exports the board (default) and its instructions.ts text.
import type { ComponentType } from 'react';
import type { StepId } from '@psi/engine';
import { ExerciseScreen } from '../features/circuit/exercise-screen';
import type { BoardModule } from '../features/exercises/board-props';
import { instructionStep, instructionText } from '../features/instructions/instruction-text';

/** `holder` is the board module of the step whose folder holds the popup's text (Zener's, for its pick). */
export function exercisePage(step: StepId, board: BoardModule, holder: BoardModule): { default: ComponentType } {
  const textStep = instructionStep(step);
  if (!holder.paragraphs) throw new Error(`features/exercises/${textStep.id}/board.tsx exports no instruction text`);
  const instruction = instructionText(textStep, holder.paragraphs);
  const Board = board.default;
  function ExercisePage() {
    return <ExerciseScreen step={step} Board={Board} instruction={instruction} />;
  }
  return { default: ExercisePage };
}
