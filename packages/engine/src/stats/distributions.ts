// Per-exercise and main-score chance distributions, computed once on first use from the rules.
import { STEPS } from '../circuit/steps';
import { ZENER_SYMBOLS } from '../content';
import type { SetupContext } from '../exercises/definition';
import { EXERCISES } from '../exercises/registry';
import type { Distribution, StepId } from '../types';
import { convolve, moments, toRecord, type Dense } from './dense';
import { enumerateExercise, trimTail } from './enumerate';

const cache = new Map<StepId, Dense>();
let mainCache: Dense | null = null;

/** The guesser's Zener pick is uniform, so part 2 is enumerated over every saved symbol. */
function contextsFor(step: StepId): { context: SetupContext; p: number }[] {
  if (step !== 'zener-reveal') return [{ context: { zenerSymbol: null }, p: 1 }];
  return ZENER_SYMBOLS.map((zenerSymbol) => ({ context: { zenerSymbol }, p: 1 / ZENER_SYMBOLS.length }));
}

export function exerciseDense(step: StepId): Dense {
  if (step === 'zener') throw new Error("The Zener pick is not scored; its score is zener-reveal's.");
  let dense = cache.get(step);
  if (!dense) {
    dense = trimTail(enumerateExercise(EXERCISES[step], contextsFor(step)));
    cache.set(step, dense);
  }
  return dense;
}

/** The main score's exact distribution computed afresh, without the caches (for benchmarks). */
export function computeMainDistribution(): Distribution {
  const dense = SCORED_STEPS.reduce<Dense>(
    (acc, step) => convolve(acc, trimTail(enumerateExercise(EXERCISES[step], contextsFor(step)))),
    [1],
  );
  return toRecord(dense);
}

export const SCORED_STEPS: readonly StepId[] = STEPS.filter((s) => s.scored).map((s) => s.id);

export function mainDense(): Dense {
  if (!mainCache) {
    const dense = SCORED_STEPS.reduce<Dense>((acc, step) => convolve(acc, exerciseDense(step)), [1]);
    // Renormalise the ~1e-12 cut from the unbounded tails, so P(main score <= anything) reaches 1.
    const mass = dense.reduce((a, b) => a + b, 0);
    mainCache = dense.map((p) => p / mass);
  }
  return mainCache;
}

/** Score → probability for a scored step; Karma gives its rating (0..99) distribution. */
export function exerciseDistribution(step: StepId): Distribution {
  return toRecord(exerciseDense(step));
}

export function karmaDistribution(): Distribution {
  return exerciseDistribution('karma');
}

export function mainScoreDistribution(): Distribution {
  return toRecord(mainDense());
}

export function chanceMean(step: StepId): number {
  return moments(exerciseDense(step)).mean;
}

/** The steps whose distributions a host may compute elsewhere and hand back: the scored ones and Karma. */
const DENSITY_STEPS: readonly StepId[] = [...SCORED_STEPS, 'karma'];

/**
 * Every scored exercise's distribution and Karma's, as arrays indexed by score. Enumerating them is
 * most of the statistics' cost (about a second on a phone): a browser computes this in a Web Worker
 * and passes the result to adoptExerciseDensities on its main thread.
 */
export function exerciseDensities(): Partial<Record<StepId, number[]>> {
  return Object.fromEntries(DENSITY_STEPS.map((step) => [step, [...exerciseDense(step)]]));
}

const isDistribution = (dense: unknown): dense is number[] =>
  Array.isArray(dense) &&
  dense.every((p) => typeof p === 'number' && Number.isFinite(p) && p >= 0) &&
  Math.abs(dense.reduce((a: number, b: number) => a + b, 0) - 1) < 1e-9;

/**
 * Takes distributions computed by exerciseDensities elsewhere (same engine, another thread), so the
 * statistics need only the cheap convolution. All or nothing: a table with an unknown step or an
 * array that is not a probability distribution throws and changes nothing.
 */
export function adoptExerciseDensities(table: Partial<Record<StepId, number[]>>): void {
  for (const [step, dense] of Object.entries(table)) {
    if (!DENSITY_STEPS.includes(step as StepId))
      throw new Error(`adoptExerciseDensities: unknown or unscored step "${step}"`);
    if (!isDistribution(dense)) throw new Error(`adoptExerciseDensities: ${step} is not a probability distribution`);
  }
  for (const [step, dense] of Object.entries(table) as [StepId, number[]][]) {
    if (!cache.has(step)) cache.set(step, [...dense]);
  }
}
