// The uniform random guesser of one exercise: one of the view's legal moves, each equally likely.
import type { AnyExerciseDef } from './definition';

export function randomExerciseMove(def: AnyExerciseDef, view: unknown, random: (n: number) => number): unknown {
  if (def.randomMove) return def.randomMove(view, random);
  const moves = def.legalMoves(view);
  return moves[random(moves.length)];
}
