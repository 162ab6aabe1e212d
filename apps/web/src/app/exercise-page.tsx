// The one page every exercise route renders: the circuit's frame around the step's own board, with
// the step's instruction popup. A step's folder, features/exercises/<step>/, gives both: board.tsx
// exports the board (default) and its instructions.ts text (`paragraphs`). The board list lives in
// this chunk, not in the first load (docs/performance.md).
import type { ComponentType } from 'react';
import type { StepId } from '@psi/engine';
import { ExerciseScreen } from '../features/circuit/exercise-screen';
import type { BoardProps } from '../features/exercises/board-props';
import { instructionStep, instructionText } from '../features/instructions/instruction-text';

interface BoardModule {
  default: ComponentType<BoardProps<unknown>>;
  /** The step's instruction text; absent where the text sits with a later step of the same number. */
  paragraphs?: readonly string[];
}

const boards = import.meta.glob<BoardModule>('../features/exercises/*/board.tsx');

export const boardModule = (step: StepId) => `../features/exercises/${step}/board.tsx`;
/** The web folders that hold a board (the folder-per-step test reads these). */
export const boardModules: readonly string[] = Object.keys(boards);

function load(step: StepId): Promise<BoardModule> {
  const module = boards[boardModule(step)];
  if (!module) throw new Error(`${boardModule(step)} is missing: every step of the engine has a board`);
  return module();
}

export async function loadExercisePage(step: StepId): Promise<{ default: ComponentType }> {
  // Zener's pick shares its number, and so its popup, with Zener: the text comes from Zener's folder.
  const textStep = instructionStep(step);
  const [{ default: Board }, { paragraphs }] = await Promise.all([load(step), load(textStep.id)]);
  if (!paragraphs) throw new Error(`features/exercises/${textStep.id}/board.tsx exports no instruction text`);
  const instruction = instructionText(textStep, paragraphs);
  function ExercisePage() {
    return <ExerciseScreen step={step} Board={Board} instruction={instruction} />;
  }
  return { default: ExercisePage };
}
