// The one page every exercise route renders: the circuit's frame around the step's own board
// (features/exercises/<step>/board.tsx, default export) with the step's instruction popup
// (features/exercises/<step>/instructions.ts). This chunk loads first, then the step's board and
// text side by side; the lists stay out of the first load (docs/performance.md).
import type { ComponentType } from 'react';
import type { StepId } from '@psi/engine';
import { ExerciseScreen } from '../features/circuit/exercise-screen';
import type { BoardProps } from '../features/exercises/board-props';
import { instructionStep, instructionText } from '../features/instructions/instruction-text';

type Board = ComponentType<BoardProps<unknown>>;

const boards = import.meta.glob<Board>('../features/exercises/*/board.tsx', { import: 'default' });
const texts = import.meta.glob<readonly string[]>('../features/exercises/*/instructions.ts', { import: 'paragraphs' });

export const boardModule = (step: StepId) => `../features/exercises/${step}/board.tsx`;
export const instructionsModule = (step: StepId) => `../features/exercises/${step}/instructions.ts`;
/** The web folders that hold a board and an instruction text (the folder-per-step test reads these). */
export const boardModules: readonly string[] = Object.keys(boards);
export const instructionModules: readonly string[] = Object.keys(texts);

function missing(module: string): never {
  throw new Error(`${module} is missing: every step has a board and, unless it shares its number, a text`);
}

export async function loadExercisePage(step: StepId): Promise<{ default: ComponentType }> {
  // Zener's pick shares its number, and so its popup, with Zener.
  const textStep = instructionStep(step);
  const board = boards[boardModule(step)] ?? missing(boardModule(step));
  const text = texts[instructionsModule(textStep.id)] ?? missing(instructionsModule(textStep.id));
  const [Board, paragraphs] = await Promise.all([board(), text()]);
  const instruction = instructionText(textStep, paragraphs);
  function ExercisePage() {
    return <ExerciseScreen step={step} Board={Board} instruction={instruction} />;
  }
  return { default: ExercisePage };
}
