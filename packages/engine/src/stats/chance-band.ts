// The hall of fame's chance band (issue 37): where the best, and the 10th best, of that many players would
// land if every one were a pure guesser with the same numbers of circuits. By seeded simulation from the
// exact law of each player's sum of main scores (sum-of-circuits.ts), so it is reproducible, and with the
// simulation's standard error stated beside each figure.
import { sfc32 } from '../targets/fast-source';
import { sumDistribution } from './sum-of-circuits';

export interface ChanceBand {
  /** The best (lowest) mean main score among the guessers: its average over the simulations, and its 5th and 95th percentiles. */
  best: { mean: number; low: number; high: number; standardError: number };
  /** The same for the 10th best; null with fewer than 10 players. */
  tenth: { mean: number; low: number; high: number; standardError: number } | null;
  simulations: number;
  seed: number;
}

type Sampler = (u: number) => number;
const samplers = new Map<number, Sampler>();

/** Inverse-CDF sampler of the mean main score of n guessed circuits (exact law). */
function meanSampler(n: number): Sampler {
  const hit = samplers.get(n);
  if (hit) return hit;
  const { offset, dense } = sumDistribution(n);
  const cumulative = new Float64Array(dense.length);
  let running = 0;
  dense.forEach((p, i) => {
    running += p;
    cumulative[i] = running;
  });
  const sampler: Sampler = (u) => {
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > u * running) hi = mid;
      else lo = mid + 1;
    }
    return (offset + lo) / n;
  };
  samplers.set(n, sampler);
  return sampler;
}

function summary(values: number[]): { mean: number; low: number; high: number; standardError: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length - 1);
  return {
    mean,
    low: sorted[Math.floor(0.05 * (sorted.length - 1))]!,
    high: sorted[Math.ceil(0.95 * (sorted.length - 1))]!,
    standardError: Math.sqrt(variance / values.length),
  };
}

/**
 * `counts`: each qualified player's number of counted circuits. Every simulated player finishes every
 * circuit at random (the exact law; an abandoned circuit's expected score has the same mean and less spread,
 * so the band is if anything a little wide).
 */
export function chanceBand(counts: readonly number[], simulations = 2000, seed = 37): ChanceBand {
  if (counts.length === 0) throw new Error('a chance band needs at least one player');
  if (!Number.isInteger(simulations) || simulations < 10)
    throw new Error('a chance band needs at least 10 simulations');
  const random = sfc32(seed);
  const draw = counts.map(meanSampler);
  const best: number[] = [];
  const tenth: number[] = [];
  const means = new Float64Array(counts.length);
  for (let s = 0; s < simulations; s++) {
    for (let i = 0; i < draw.length; i++) means[i] = draw[i]!(random.next());
    means.sort();
    best.push(means[0]!);
    if (means.length >= 10) tenth.push(means[9]!);
  }
  return { best: summary(best), tenth: tenth.length ? summary(tenth) : null, simulations, seed };
}
