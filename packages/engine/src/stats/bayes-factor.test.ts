import { describe, expect, it } from 'vitest';
import { bayesFactor, PRIOR_SCALE } from './bayes-factor';
import { normalCdf } from './normal';

/** BF10 by numerical integration over the prior, to check the closed form against. */
function integrated(z: number, n: number, r: number): number {
  const normal = (x: number, sd: number) => Math.exp(-(x * x) / (2 * sd * sd)) / (sd * Math.sqrt(2 * Math.PI));
  let m1 = 0;
  const step = r / 2000;
  for (let d = step / 2; d < 12 * r; d += step) m1 += normal(z - Math.sqrt(n) * d, 1) * 2 * normal(d, r) * step;
  return m1 / normal(z, 1);
}

describe('bayesFactor (docs/preregistration.md)', () => {
  it('matches the integral over the half-normal prior', () => {
    for (const [z, n] of [
      [0, 1000],
      [2, 1000],
      [-1.5, 10_000],
      [3, 100_000],
    ] as const) {
      expect(bayesFactor(z, n)).toBeCloseTo(integrated(z, n, PRIOR_SCALE), 6);
    }
  });

  it('is 1 with no information, favours chance at z = 0 with much data, and favours H1 at a large z', () => {
    expect(bayesFactor(2, 0)).toBe(1);
    expect(bayesFactor(0, 100_000)).toBeLessThan(0.1);
    expect(bayesFactor(4, 10_000)).toBeGreaterThan(10);
    expect(normalCdf(0)).toBeCloseTo(0.5, 12);
  });
});
