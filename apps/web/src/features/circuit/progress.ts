import type { ExerciseView } from '@psi/engine';

/**
 * Whether the player has already made a move in this exercise: a resumed page then shows the answer to
 * that move (GET …/active's lastOutcome); a fresh exercise does not inherit the previous one's answer.
 */
export function hasProgress(view: ExerciseView): boolean {
  if (view.over) return true;
  switch (view.step) {
    case 'ready-set-go':
    case 'family':
    case 'elements':
    case 'sense-the-sense':
      return view.tried.length > 0 || view.found !== null;
    case 'yin-yang':
    case 'three-wise-monkeys':
      return view.history.length > 0;
    case 'universal':
    case 'crop-circles':
      return view.attempts.length > 0;
    case 'zener':
      return view.symbol !== null;
    case 'zener-reveal':
      return view.draws.length > 0;
    case 'doubles':
      return view.rolls.length > 0;
    case 'doors':
    case 'gateway':
      return view.currentWall > 0 || view.walls.some((wall) => wall.some((door) => door !== 'closed'));
    case 'duality':
      return view.choices !== null;
    case 'mantra':
      return view.column > 0 || view.tried.some((column) => column.length > 0);
    case 'in-the-garden':
      return view.run > 1 || view.answers.length > 0;
    case 'karma':
      return view.picks.length > 0;
  }
}
