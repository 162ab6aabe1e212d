// One exercise played start to end by a uniform random guesser, with the exercise's own rule code.
import type { AnyExerciseDef, SetupContext } from '../exercises/definition';
import { randomExerciseMove } from '../exercises/random-move';
import type { Random } from '../targets/fast-source';

/** Plays `def` once and returns its score (Karma: its rating). */
export function playExercise(def: AnyExerciseDef, context: SetupContext, targets: Random, guesser: Random): number {
  let state: unknown = def.setup(targets, context);
  while (!def.isOver(state)) {
    const applied = def.move(state, randomExerciseMove(def, def.view(state), guesser.int), targets);
    if (!applied.ok) throw new Error(`the random guesser made a rejected move in ${def.id}: ${applied.message}`);
    state = applied.state;
  }
  const value = def.rating ? def.rating(state) : def.score(state);
  if (value === null) throw new Error(`${def.id} is over without a score`);
  return value;
}
