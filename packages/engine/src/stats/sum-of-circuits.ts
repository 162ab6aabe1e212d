// The exact chance distribution of the SUM of n circuits' main scores (docs/statistics.md, one p-value): the one
// p-value and percentile every page shows, for one circuit or a player's or the world's average.
// Small n: direct convolution. Larger n: the n-th power of the distribution's discrete Fourier
// transform (exact up to floating-point rounding, ~1e-12 here). Past MAX_EXACT circuits the normal
// approximation is used instead; by then it agrees with the exact figure to well under 0.001.
import { convolve, moments, type Dense } from './dense';
import { mainDense } from './distributions';
import { normalCdf } from './normal';
import type { GuesserRank } from './tests';

/** Beyond this many circuits the sum's distribution would need more than 2^19 points (half a second on a phone): use the normal. */
export const MAX_EXACT_CIRCUITS = 2048;
const DIRECT_UP_TO = 24;

type SumLaw = { offset: number; dense: Dense };
/**
 * Sums of up to this many circuits stay cached for good (2.6 MB at 64, plus 0.4 MB of direct
 * convolutions): a server answers players with every count up to its exact limit, and with a small
 * shared cache it recomputed them in turn, up to 46 ms each (docs/performance.md). Larger counts
 * share a cache of 16.
 */
const KEEP_SUMS_UP_TO = 64;
const kept = new Map<number, SumLaw>();
const cache = new Map<number, SumLaw>();
/** The direct path's unnormalised n-fold convolutions, index n: n builds on n − 1 (same floats as n convolutions from [1]). */
const powers: Dense[] = [[1]];

/** Trims the main score's leading zeros: returns (lowest score, probabilities from it). */
function trimmed(): { low: number; p: Dense } {
  const dense = mainDense();
  const low = dense.findIndex((p) => p > 0);
  return { low, p: dense.slice(low) };
}

function fft(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = ((inverse ? 2 : -2) * Math.PI) / len;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const tr = re[b]! * cr - im[b]! * ci;
        const ti = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
        const next = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = next;
      }
    }
  }
  if (inverse)
    for (let i = 0; i < n; i++) {
      re[i] = re[i]! / n;
      im[i] = im[i]! / n;
    }
}

function powerByFourier(p: Dense, n: number): Dense {
  const width = (p.length - 1) * n + 1;
  let size = 1;
  while (size < width) size <<= 1;
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  p.forEach((v, i) => {
    re[i] = v;
  });
  fft(re, im, false);
  for (let k = 0; k < size; k++) {
    // (r e^{iθ})^n, in polar form.
    const r = Math.hypot(re[k]!, im[k]!);
    const theta = Math.atan2(im[k]!, re[k]!);
    const rn = r ** n;
    re[k] = rn * Math.cos(n * theta);
    im[k] = rn * Math.sin(n * theta);
  }
  fft(re, im, true);
  const out: Dense = new Array<number>(width);
  for (let i = 0; i < width; i++) out[i] = Math.max(0, re[i]!);
  return out;
}

/** Probabilities of the sum of n main scores, index i meaning a sum of offset + i. */
function sumDense(n: number): SumLaw {
  const hit = kept.get(n) ?? cache.get(n);
  if (hit) return hit;
  const { low, p } = trimmed();
  let dense: Dense;
  if (n <= DIRECT_UP_TO) {
    while (powers.length <= n) powers.push(convolve(powers.at(-1)!, p));
    dense = powers[n]!;
  } else {
    dense = powerByFourier(p, n);
  }
  const mass = dense.reduce((a, b) => a + b, 0);
  const entry = { offset: low * n, dense: dense.map((v) => v / mass) };
  if (n <= KEEP_SUMS_UP_TO) {
    kept.set(n, entry);
  } else {
    if (cache.size > 16) cache.clear();
    cache.set(n, entry);
  }
  return entry;
}

/** The exact law of the sum of n main scores (index i: a sum of offset + i), for n up to MAX_EXACT_CIRCUITS. */
export function sumDistribution(n: number): { offset: number; dense: readonly number[] } {
  checkN(n);
  if (n > MAX_EXACT_CIRCUITS) throw new Error(`exact sums stop at ${MAX_EXACT_CIRCUITS} circuits`);
  return sumDense(n);
}

/** Works out the sums of 1…n circuits now (a server's start), so no request waits for them later. */
export function prepareSums(n: number): void {
  for (let k = 1; k <= Math.min(n, MAX_EXACT_CIRCUITS); k++) sumDense(k);
}

function checkN(n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new Error('needs n >= 1 circuits');
}

/** The sum of n integer main scores whose average is `meanScore` (rounded: sums are whole numbers). */
const totalOf = (meanScore: number, n: number): number => Math.round(meanScore * n);

/**
 * One-sided p-value against pure guessing (lower is better): the chance that n guessers' circuits
 * average `meanScore` or less. For n = 1 it is P(main score <= score).
 */
export function averagePValue(meanScore: number, n: number): number {
  checkN(n);
  const total = totalOf(meanScore, n);
  if (n > MAX_EXACT_CIRCUITS) {
    const { mean, sd } = moments(mainDense());
    return normalCdf((total + 0.5 - n * mean) / (sd * Math.sqrt(n)));
  }
  const { offset, dense } = sumDense(n);
  let sum = 0;
  for (let i = 0; i < dense.length && offset + i <= total; i++) sum += dense[i]!;
  return Math.min(1, sum);
}

/**
 * Where an average of n circuits stands among n-circuit guessers' averages (tests.ts, GuesserRank):
 * % worse (higher) and % exactly the same. Beyond the exact sums the normal approximation has no ties.
 */
export function averageGuesserRank(meanScore: number, n: number): GuesserRank {
  checkN(n);
  const total = totalOf(meanScore, n);
  if (n > MAX_EXACT_CIRCUITS) return { worse: averagePercentile(meanScore, n), tied: 0 };
  const { offset, dense } = sumDense(n);
  let worse = 0;
  let tied = 0;
  dense.forEach((p, i) => {
    const x = offset + i;
    if (x > total) worse += p;
    else if (x === total) tied += p;
  });
  return { worse: 100 * worse, tied: 100 * tied };
}

/** % of n-circuit guessers whose average is worse (higher), plus half of those who tie. */
export function averagePercentile(meanScore: number, n: number): number {
  checkN(n);
  const total = totalOf(meanScore, n);
  if (n > MAX_EXACT_CIRCUITS) {
    const { mean, sd } = moments(mainDense());
    return 100 * (1 - normalCdf((total - n * mean) / (sd * Math.sqrt(n))));
  }
  const { offset, dense } = sumDense(n);
  let share = 0;
  dense.forEach((p, i) => {
    const x = offset + i;
    if (x > total) share += p;
    else if (x === total) share += p / 2;
  });
  return 100 * share;
}
