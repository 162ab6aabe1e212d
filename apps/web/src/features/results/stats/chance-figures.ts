// Exact chance figures from the engine, computed once per page load (the convolution is not free).
import { karmaDistribution, pGoodOutcome } from '@psi/engine';

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

let cache: { guessersBelowPar: number; karmaMean: number | null } | null = null;

/** Share of pure guessers with a good outcome (score below 42.385) and a guesser's mean Game Karma. */
export function chanceFigures(): { guessersBelowPar: number; karmaMean: number | null } {
  if (cache) return cache;
  const guessersBelowPar = pGoodOutcome();
  cache = { guessersBelowPar, karmaMean: karmaChanceMean() };
  return cache;
}
