// Exact chance figures from the engine for the end-score page. The convolution and Karma's
// distribution cost about two seconds of CPU on a phone, so pages get them through
// useChanceFigures (a worker) rather than by calling this during render.
import { karmaDistribution, pGoodOutcome } from '@psi/engine';

export interface ChanceFigures {
  /** Share of pure guessers with a good outcome (main score below 42.385). */
  guessersBelowPar: number;
  /** A pure guesser's mean Game Karma; null when it could not be computed. */
  karmaMean: number | null;
}

function mean(distribution: Record<number, number>): number {
  return Object.entries(distribution).reduce((sum, [k, p]) => sum + Number(k) * p, 0);
}

function karmaChanceMean(): number | null {
  try {
    return mean(karmaDistribution());
  } catch {
    return null; // Karma's distribution is an extra; the page reads fine without it.
  }
}

export function computeChanceFigures(): ChanceFigures {
  return { guessersBelowPar: pGoodOutcome(), karmaMean: karmaChanceMean() };
}
