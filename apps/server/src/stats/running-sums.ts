/** Running sums kept per player and for the world, updated when a circuit finishes (docs/statistics.md). */
export interface RunningSums {
  circuits: number;
  scoreSum: number;
  scoreSqSum: number;
  karmaSum: number;
  orbsSum: number;
  goodOutcomes: number;
}

export interface Summary {
  meanScore: number | null;
  sdScore: number | null;
  meanKarma: number | null;
  meanOrbs: number | null;
}

/**
 * Mean and sample standard deviation from the sums alone, so reading statistics costs the same at
 * ten circuits or ten million. sd needs two circuits; null before.
 */
export function summarise(s: RunningSums): Summary {
  const n = s.circuits;
  if (n === 0) return { meanScore: null, sdScore: null, meanKarma: null, meanOrbs: null };
  const mean = s.scoreSum / n;
  // max(0, …) because the subtraction of two large, nearly equal sums can dip below zero by rounding.
  const variance = n > 1 ? Math.max(0, (s.scoreSqSum - n * mean * mean) / (n - 1)) : null;
  return {
    meanScore: mean,
    sdScore: variance === null ? null : Math.sqrt(variance),
    meanKarma: s.karmaSum / n,
    meanOrbs: s.orbsSum / n,
  };
}
