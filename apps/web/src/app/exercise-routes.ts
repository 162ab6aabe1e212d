// The exercise routes, derived from the engine's step list (docs/adding-an-exercise.md): each step
// is played at /game-<step>, titled with the step's name, and rendered by the one generic exercise
// page, which loads the step's board and instruction text (exercise-page.tsx).
import { STEPS, type StepId } from '@psi/engine';
import type { AppRoute } from './app-route';

/** Where a title reads differently from the engine's step name (Zener's pick is an action). */
const TITLES: Partial<Record<StepId, string>> = { zener: 'Zener: pick a symbol' };

export const exerciseRoutes: readonly AppRoute[] = STEPS.map((step) => ({
  path: `/${step.route}`,
  title: TITLES[step.id] ?? step.name,
  kind: 'exercise',
  load: () => import('./exercise-page').then((page) => page.loadExercisePage(step.id)),
}));
