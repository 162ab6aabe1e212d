// Test helpers: play an exercise against scripted target draws (tests only; not exported by the package).
import type { Outcome, Rejection, TargetSource, ZenerSymbol } from '../types';
import type { ExerciseDef } from './definition';

/** A target source that returns `values` in order and fails loudly when a test did not script enough. */
export function scripted(values: readonly number[]): TargetSource & { left: () => number } {
  let i = 0;
  return {
    int(n) {
      if (i >= values.length) throw new Error('the test scripted too few target draws');
      const v = values[i++] as number;
      if (v < 0 || v >= n) throw new Error(`scripted draw ${v} is out of 0..${n - 1}`);
      return v;
    },
    left: () => values.length - i,
  };
}

export interface Played<S> {
  state: S;
  outcomes: Outcome[];
  rejection: Rejection | null;
}

/** Sets up `def` with the scripted draws, then applies `moves` until one is rejected. */
export function play<S, V>(
  def: ExerciseDef<S, V>,
  draws: readonly number[],
  moves: readonly unknown[],
  zenerSymbol: ZenerSymbol | null = null,
): Played<S> {
  const targets = scripted(draws);
  let state = def.setup(targets, { zenerSymbol });
  const outcomes: Outcome[] = [];
  for (const move of moves) {
    const applied = def.move(state, move, targets);
    if (!applied.ok) return { state, outcomes, rejection: applied };
    state = applied.state;
    outcomes.push(applied.outcome);
  }
  return { state, outcomes, rejection: null };
}

/** Score, orb and over-ness after playing, for table rows. */
export function result<S, V>(
  def: ExerciseDef<S, V>,
  played: Played<S>,
): { over: boolean; score: number | null; orb: boolean } {
  return { over: def.isOver(played.state), score: def.score(played.state), orb: def.orb(played.state) };
}
