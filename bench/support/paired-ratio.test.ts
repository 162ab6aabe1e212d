import { describe, expect, it } from 'vitest';
import { pairedRatio, ratioVerdict } from './paired-ratio';

describe('pairedRatio: the geometric mean of per-round ratios and its 95 % t-interval', () => {
  it('is exact when every round agrees', () => {
    const r = pairedRatio([0.9, 0.9, 0.9])!;
    expect(r.rounds).toBe(3);
    for (const value of [r.mean, r.low, r.high]) expect(value).toBeCloseTo(0.9, 12);
  });

  it('is symmetric on the log scale: 2 and 1/2 average to 1', () => {
    const r = pairedRatio([2, 0.5])!;
    expect(r.mean).toBeCloseTo(1, 12);
    // sd of the logs ln 2 · √2, se ln 2, t(1) 12.706: e^±(12.706 · ln 2)
    expect(r.low).toBeCloseTo(Math.exp(-12.706 * Math.LN2), 6);
    expect(r.high).toBeCloseTo(Math.exp(12.706 * Math.LN2), 3);
  });

  it('matches a hand calculation on nine rounds of the 2026-11-25 run (t(8) = 2.306)', () => {
    const r = pairedRatio([0.63, 1.21, 0.87, 0.96, 0.48, 0.61, 0.87, 0.88, 0.72])!;
    expect(r.mean).toBeCloseTo(0.777, 3);
    expect(r.low).toBeCloseTo(0.627, 2);
    expect(r.high).toBeCloseTo(0.963, 2);
  });

  it('has no interval under two rounds, and refuses a ratio that is not positive', () => {
    expect(pairedRatio([1.1])).toBeNull();
    expect(pairedRatio([])).toBeNull();
    expect(() => pairedRatio([1, 0])).toThrow(/positive/);
  });
});

describe('ratioVerdict: where the interval lies against 1', () => {
  it.each([
    [{ mean: 0.8, low: 0.63, high: 0.96, rounds: 9 }, 'slower beyond the rounds’ noise'],
    [{ mean: 1.06, low: 0.92, high: 1.24, rounds: 9 }, 'level within the rounds’ noise'],
    [{ mean: 1.2, low: 1.05, high: 1.3, rounds: 9 }, 'faster beyond the rounds’ noise'],
    [{ mean: 1, low: 1, high: 1, rounds: 3 }, 'level within the rounds’ noise'],
  ])('%o → %s', (ratio, words) => {
    expect(ratioVerdict(ratio)).toBe(words);
  });
});
