// A uniform random guesser: picks one of the legal moves of the current view. It sees only the view.
import { EXERCISES } from '../exercises/registry';
import { randomExerciseMove } from '../exercises/random-move';
import type { CircuitMove, CircuitView, StepId } from '../types';

export function randomCircuitMove(view: CircuitView, random: (n: number) => number): CircuitMove {
  if (view.step === 'end' || view.view === null) throw new Error('The circuit is over; there is no move to make.');
  const step: StepId = view.step;
  return { step, move: randomExerciseMove(EXERCISES[step], view.view, random) };
}
