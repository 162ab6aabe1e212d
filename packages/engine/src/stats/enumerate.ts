// Exact score distribution of a uniform random guesser, from an exercise's own definition: every
// target draw and every legal move is a branch, explored depth first; states with equal chance keys
// share one memoised result, so the work stays small.
import type { AnyExerciseDef, SetupContext } from '../exercises/definition';
import { branches } from './branches';
import { addScaled, point, type Dense } from './dense';

/**
 * A path less likely than this is not followed. Only the unbounded retry exercises get near it
 * (Yin Yang after ~500 attempts); what it drops is far below the 1e-12 tail cut of trimTail.
 */
export const PATH_CUT = 1e-300;

export function enumerateExercise(def: AnyExerciseDef, contexts: { context: SetupContext; p: number }[]): Dense {
  const fromState = scoreDistributionFrom(def);
  const total: Dense = [];
  for (const { context, p } of contexts) {
    for (const start of branches((targets) => def.setup(targets, context))) {
      addScaled(total, fromState(start.value, p * start.p), p * start.p);
    }
  }
  return total;
}

/**
 * The exact distribution of the exercise's final score from any of its states, for a uniform random
 * guesser continuing from there (targets already drawn stay as they are; later draws branch). Reused
 * across calls through one memo, so a function per exercise and per use.
 */
export function scoreDistributionFrom(def: AnyExerciseDef): (state: unknown, pathP?: number) => Dense {
  const memo = new Map<string, Dense>();
  const keyOf = (state: unknown): string => (def.chanceKey ? def.chanceKey(state) : JSON.stringify(state));
  const fromState = (state: unknown, pathP: number): Dense => {
    const key = keyOf(state);
    const known = memo.get(key);
    if (known) return known;
    let result: Dense = [];
    if (def.isOver(state)) {
      const value = def.rating ? def.rating(state) : def.score(state);
      if (value === null) throw new Error(`${def.id} is over without a score`);
      result = point(value);
    } else {
      const moves = def.legalMoves(def.view(state));
      for (const move of moves) {
        for (const branch of branches((targets) => def.move(state, move, targets))) {
          const applied = branch.value as { ok: boolean; state?: unknown };
          if (!applied.ok) throw new Error(`${def.id} rejected one of its own legal moves`);
          const p = branch.p / moves.length;
          if (pathP * p >= PATH_CUT) addScaled(result, fromState(applied.state, pathP * p), p);
        }
      }
    }
    memo.set(key, result);
    return result;
  };
  return (state, pathP = 1) => fromState(state, pathP);
}

/** Cuts the upper tail whose total probability is below `cut` (docs/statistics.md: tails cut below 1e-12). */
export function trimTail(dense: Dense, cut = 1e-12): Dense {
  let end = dense.length;
  let tail = 0;
  while (end > 0 && tail + (dense[end - 1] ?? 0) < cut) tail += dense[--end] ?? 0;
  return dense.slice(0, end);
}
