// Issue 34 item 1: "Score so far" moves with each attempt. The circuit's main score counts an exercise
// only once it is over; during one, each miss has already cost its point (rules: every exercise is
// scored in attempts), so the header adds the points the current exercise has certainly cost.
import type { ExerciseView } from '@psi/engine';

/**
 * The points the exercise in `view` has already cost and can no longer give back: its failed
 * attempts so far. 0 once it is over (the main score then holds its score) and for unscored steps.
 * At the end the exercise's score is this plus the attempt that finished it (or its Timespace).
 */
export function runningScore(view: ExerciseView): number {
  if (view.over) return 0;
  switch (view.step) {
    case 'ready-set-go':
    case 'family':
    case 'elements':
    case 'sense-the-sense':
      return view.tried.length;
    case 'yin-yang':
    case 'three-wise-monkeys':
      return view.history.length;
    case 'universal':
    case 'crop-circles':
      return view.attempts.length;
    case 'doubles':
      return view.rolls.length;
    case 'doors':
    case 'gateway':
      return view.lockedHits;
    case 'zener-reveal':
      return view.draws.length;
    case 'mantra':
      return view.wrongPicks;
    case 'in-the-garden':
      return view.run - 1;
    case 'duality':
    case 'zener':
    case 'karma':
      return 0;
  }
}
