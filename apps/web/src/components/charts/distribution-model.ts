// The numbers behind DistributionChart, apart from the drawing so they can be tested as plain data.
import { niceCeil } from './scale';

export type Counts = Readonly<Record<string, number>>;

export interface DistributionRow {
  score: number;
  /** Circuits that ended with this main score. */
  count: number;
  /** Probability that a pure guesser ends with this score (exact). */
  probability: number;
  /** probability x total: how many of the circuits chance alone would put here. */
  expected: number;
}

export interface DistributionModel {
  rows: DistributionRow[];
  total: number;
  /** 'count' when there are circuits to count, else 'share' (the chance curve alone, in %). */
  mode: 'count' | 'share';
  xMin: number;
  xMax: number;
  yMax: number;
}

function entries(record: Counts): Array<[number, number]> {
  return Object.entries(record)
    .map(([k, v]) => [Number(k), Number(v)] as [number, number])
    .filter(([k, v]) => Number.isFinite(k) && Number.isFinite(v) && v > 0);
}

/**
 * Lines up observed counts with the exact chance distribution over one integer range: the chance
 * curve's bulk (tails under `tail` trimmed so 60 empty bins don't squash the picture), every
 * observed score, and any marker values (par, the player's score).
 */
export function distributionModel(
  histogram: Counts,
  chance: Counts,
  markers: readonly number[] = [],
  tail = 0.001,
): DistributionModel {
  const observed = entries(histogram);
  const exact = entries(chance).sort((a, b) => a[0] - b[0]);
  const total = observed.reduce((sum, [, c]) => sum + c, 0);

  const keep: number[] = [];
  let below = 0;
  for (const [score, p] of exact) {
    below += p;
    if (below >= tail && below - p <= 1 - tail) keep.push(score);
  }
  const candidates = [...keep, ...observed.map(([s]) => s), ...markers.filter(Number.isFinite)];
  if (candidates.length === 0)
    return { rows: [], total, mode: total > 0 ? 'count' : 'share', xMin: 0, xMax: 1, yMax: 1 };
  const xMin = Math.floor(Math.min(...candidates));
  const xMax = Math.ceil(Math.max(...candidates));

  const countOf = new Map(observed);
  const pOf = new Map(exact);
  const mode = total > 0 ? 'count' : 'share';
  const rows: DistributionRow[] = [];
  for (let score = xMin; score <= xMax; score++) {
    const probability = pOf.get(score) ?? 0;
    rows.push({ score, count: countOf.get(score) ?? 0, probability, expected: probability * total });
  }
  const heights = rows.map((r) => (mode === 'count' ? Math.max(r.count, r.expected) : r.probability * 100));
  return { rows, total, mode, xMin, xMax, yMax: niceCeil(Math.max(...heights, mode === 'count' ? 1 : 0)) };
}
