// How a main score (or an average of several) compares with random guessing. Lower scores are better.
import { GOOD_OUTCOME } from '../constants';
import { moments } from './dense';
import { mainDense } from './distributions';
import { normalCdf } from './normal';

let chance: { mean: number; sd: number } | null = null;
const chanceMoments = (): { mean: number; sd: number } => (chance ??= moments(mainDense()));

/** The main score's chance mean and standard deviation, computed on first use. */
export const CHANCE: { readonly mean: number; readonly sd: number } = {
  get mean() {
    return chanceMoments().mean;
  },
  get sd() {
    return chanceMoments().sd;
  },
};

/** P(random main score <= mainScore): the chance of doing as well or better by guessing. */
export function pValue(mainScore: number): number {
  return Math.min(
    1,
    mainDense().reduce((sum, p, x) => (x <= mainScore ? sum + p : sum), 0),
  );
}

/**
 * Where a main score stands among random guessers, in %: `worse`, those who score strictly worse
 * (higher), and `tied`, those who score exactly the same. "Better than" is `worse`; the mid-rank
 * `percentile` is worse + tied / 2, which said as "better than" would claim half the ties.
 */
export interface GuesserRank {
  worse: number;
  tied: number;
}

export function guesserRank(mainScore: number): GuesserRank {
  let worse = 0;
  let tied = 0;
  mainDense().forEach((p, x) => {
    if (x > mainScore) worse += p;
    else if (x === mainScore) tied += p;
  });
  return { worse: 100 * worse, tied: 100 * tied };
}

/** % of random guessers who score strictly worse (higher), plus half of those who tie. */
export function percentile(mainScore: number): number {
  const share = mainDense().reduce((sum, p, x) => sum + (x > mainScore ? p : x === mainScore ? p / 2 : 0), 0);
  return 100 * share;
}

/** P(main score < 42.385) for a random guesser. */
export function pGoodOutcome(): number {
  return mainDense().reduce((sum, p, x) => (x < GOOD_OUTCOME ? sum + p : sum), 0);
}

/** z of a mean of n circuits against chance; p one-sided (lower is better), normal approximation. */
export function averageTest(meanScore: number, n: number): { z: number; p: number } {
  if (!Number.isInteger(n) || n < 1) throw new Error('averageTest needs n >= 1 circuits');
  const { mean, sd } = chanceMoments();
  const z = (meanScore - mean) / (sd / Math.sqrt(n));
  return { z, p: normalCdf(z) };
}

/**
 * The intention-to-treat test of n counted circuits (docs/statistics.md). `sum` adds the
 * finished circuits' main scores and, for circuits stopped early, their expected main scores
 * (remainingChance(state).mean); `remainingVariance` adds those circuits' remaining variances. Under
 * chance `sum` has mean n·μ whatever the stopping, and variance n·σ² less what chance had left to decide.
 * With every circuit finished it is averageTest. p one-sided (lower is better), normal approximation.
 */
export function intentionToTreatTest(sum: number, n: number, remainingVariance: number): { z: number; p: number } {
  if (!Number.isInteger(n) || n < 1) throw new Error('intentionToTreatTest needs n >= 1 circuits');
  const { mean, sd } = chanceMoments();
  const variance = n * sd * sd - Math.max(0, remainingVariance);
  // Circuits all stopped before their first move carry no information: no evidence either way.
  if (variance < 1e-6) return { z: 0, p: 0.5 };
  const z = (sum - n * mean) / Math.sqrt(variance);
  return { z, p: normalCdf(z) };
}
