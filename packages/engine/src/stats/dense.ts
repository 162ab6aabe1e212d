// Distributions as dense arrays indexed by score (scores are small whole numbers).
import type { Distribution } from '../types';

export type Dense = number[];

/** A distribution certain of one value (packed array: no holes, which engines make slow). */
export function point(value: number): Dense {
  const dense = new Array<number>(value + 1).fill(0);
  dense[value] = 1;
  return dense;
}

export function addScaled(into: Dense, from: Dense, weight: number): void {
  while (into.length < from.length) into.push(0);
  for (let i = 0; i < from.length; i++) {
    const p = from[i] ?? 0;
    if (p !== 0) into[i] = (into[i] ?? 0) + p * weight;
  }
}

export function convolve(a: Dense, b: Dense): Dense {
  const out: Dense = Array<number>(Math.max(0, a.length + b.length - 1)).fill(0);
  a.forEach((pa, i) => {
    if (pa)
      b.forEach((pb, j) => {
        out[i + j] = (out[i + j] ?? 0) + pa * pb;
      });
  });
  return out;
}

export function toRecord(dense: Dense): Distribution {
  const out: Distribution = {};
  dense.forEach((p, score) => {
    if (p) out[score] = p;
  });
  return out;
}

export function moments(dense: Dense): { mean: number; sd: number; mass: number } {
  let mass = 0,
    mean = 0,
    square = 0;
  dense.forEach((p, x) => {
    mass += p;
    mean += p * x;
    square += p * x * x;
  });
  mean /= mass;
  return { mean, sd: Math.sqrt(Math.max(0, square / mass - mean * mean)), mass };
}
