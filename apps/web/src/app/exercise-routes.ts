// The exercise routes, derived from the engine's step list (docs/adding-an-exercise.md): each step
// is played at /game-<step>, titled with the step's name, and rendered by the one generic exercise
// page. A route loads that page and the step's board module (board and instruction text) side by
// side, so warming the routes for offline play fetches every board at once (startup/warm-exercises.ts).
import { STEPS, type StepId } from '@psi/engine';
import type { BoardModule } from '../features/exercises/board-props';
import { instructionStep } from '../features/instructions/instruction-text';
import type { AppRoute } from './app-route';

const boards = import.meta.glob<BoardModule>('../features/exercises/*/board.tsx');

export const boardModule = (step: StepId) => `../features/exercises/${step}/board.tsx`;
/** The web folders that hold a board (the folder-per-step test reads these). */
export const boardModules: readonly string[] = Object.keys(boards);

function loadBoard(step: StepId): Promise<BoardModule> {
  const module = boards[boardModule(step)];
  if (!module) return Promise.reject(new Error(`${boardModule(step)} is missing: every step has a board`));
  return module();
}

/** Where a title reads differently from the engine's step name (Zener's pick is an action). */
const TITLES: Partial<Record<StepId, string>> = { zener: 'Zener: pick a symbol' };

export const exerciseRoutes: readonly AppRoute[] = STEPS.map((step) => ({
  path: `/${step.route}`,
  title: TITLES[step.id] ?? step.name,
  kind: 'exercise',
  load: async () => {
    // Zener's pick shares its number, and so its popup, with Zener: the text comes from Zener's folder.
    const [page, board, holder] = await Promise.all([
      import('./exercise-page'),
      loadBoard(step.id),
      loadBoard(instructionStep(step.id).id),
    ]);
    return page.exercisePage(step.id, board, holder);
  },
}));
