import { describe, expect, it } from 'vitest';
import { convolve, type Dense } from './dense';
import { mainDense } from './distributions';
import { averageGuesserRank, averagePercentile, averagePValue, prepareSums } from './sum-of-circuits';
import { guesserRank, percentile, pValue } from './tests';

describe('averagePValue: one p-value for the same data on every page', () => {
  it.each([33, 38, 42, 43, 47, 55])(
    'for one circuit of %i it is exactly the single-score p-value and percentile',
    (score) => {
      expect(averagePValue(score, 1)).toBeCloseTo(pValue(score), 12);
      expect(averagePercentile(score, 1)).toBeCloseTo(percentile(score), 10);
    },
  );

  it('gives 0.60 for a single 43, the figure the performance page shows (not the normal 0.55)', () => {
    expect(averagePValue(43, 1)).toBeGreaterThan(0.58);
    expect(averagePValue(43, 1)).toBeLessThan(0.62);
  });

  it('agrees between direct convolution and the Fourier power where they meet', () => {
    // 24 circuits convolve directly, 25 go through the FFT: their p-values must be ordered and close.
    const direct = averagePValue(42, 24);
    const fourier = averagePValue(42, 25);
    expect(Math.abs(direct - fourier)).toBeLessThan(0.1);
    expect(averagePValue(40, 100)).toBeGreaterThan(0);
    expect(averagePValue(40, 100)).toBeLessThan(averagePValue(41, 100));
  });

  it('narrows as circuits add up: an average of 40 is rarer over 50 circuits than over 2', () => {
    expect(averagePValue(40, 50)).toBeLessThan(averagePValue(40, 2));
    expect(averagePValue(40, 50)).toBeLessThan(0.001);
  });

  it('treats fractional averages as sums of whole scores', () => {
    expect(averagePValue(42.5, 2)).toBeCloseTo(averagePValue(85 / 2, 2), 12);
  });

  it('gives, for every count up to 24, exactly the p-value of a sum convolved from scratch', () => {
    prepareSums(50);
    const main = mainDense();
    const low = main.findIndex((p) => p > 0);
    const p = main.slice(low);
    let sum: Dense = [1];
    for (let n = 1; n <= 24; n++) {
      sum = convolve(sum, p);
      const mass = sum.reduce((a, b) => a + b, 0);
      const total = Math.round(41.5 * n);
      let expected = 0;
      for (let i = 0; i < sum.length && low * n + i <= total; i++) expected += sum[i]! / mass;
      expect(averagePValue(41.5, n)).toBe(Math.min(1, expected));
    }
  });

  it('answers the same once many larger counts have passed through the shared cache', () => {
    const before = [3, 30, 50].map((n) => averagePValue(43, n));
    for (let n = 100; n < 120; n++) averagePValue(43, n);
    expect([3, 30, 50].map((n) => averagePValue(43, n))).toEqual(before);
  });

  it('refuses zero circuits', () => {
    expect(() => averagePValue(42, 0)).toThrow();
  });
});

describe('guesserRank and averageGuesserRank: "better than" said exactly', () => {
  // For every score: worse + tied + better-or-equal-minus-tied = 100, worse = 100·(1 − p), tied = the
  // score's own probability; the mid-rank percentile is worse + tied / 2.
  it.each([15, 33, 38, 42, 46, 55, 80])('splits the guessers around a main score of %i', (score) => {
    const { worse, tied } = guesserRank(score);
    expect(worse).toBeCloseTo(100 * (1 - pValue(score)), 10);
    expect(tied).toBeCloseTo(100 * (mainDense()[score] ?? 0), 10);
    expect(worse + tied / 2).toBeCloseTo(percentile(score), 10);
    expect(averageGuesserRank(score, 1).worse).toBeCloseTo(worse, 10);
    expect(averageGuesserRank(score, 1).tied).toBeCloseTo(tied, 10);
  });

  it('never says "better than" more guessers than scored worse (the mid-rank did, by half the ties)', () => {
    // p = P(score <= 46): the guessers a 46 beats are 1 − p of them, not the mid-rank's larger share.
    const { worse } = guesserRank(46);
    expect(worse).toBeLessThan(percentile(46));
    expect(worse / 100).toBeCloseTo(1 - pValue(46), 12);
  });

  it('has no ties beyond exact sums, and none in the normal approximation', () => {
    const many = averageGuesserRank(42, 5_000);
    expect(many.tied).toBe(0);
    expect(many.worse).toBeCloseTo(averagePercentile(42, 5_000), 10);
    const two = averageGuesserRank(41.5, 2);
    expect(two.tied).toBeGreaterThan(0);
    expect(two.worse + two.tied / 2).toBeCloseTo(averagePercentile(41.5, 2), 10);
  });
});
