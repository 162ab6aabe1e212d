import { describe, expect, it } from 'vitest';
import { chanceBand } from './chance-band';
import { averagePValue } from './sum-of-circuits';
import { CHANCE } from './tests';

describe('chanceBand: the best and 10th best of that many pure guessers', () => {
  it('matches the exact law of the best of one player (the player alone)', () => {
    const band = chanceBand([10], 4000, 1);
    expect(band.tenth).toBeNull();
    // One guesser: the "best" is their mean, whose exact expectation is the chance mean.
    expect(Math.abs(band.best.mean - CHANCE.mean)).toBeLessThan(4 * band.best.standardError);
    // Its 5th percentile is where the exact P(mean <= x) crosses 5 %.
    expect(averagePValue(band.best.low, 10)).toBeGreaterThan(0.03);
    expect(averagePValue(band.best.low, 10)).toBeLessThan(0.08);
  });

  it('puts the best of many guessers well below chance, and the 10th best between', () => {
    const counts = Array.from({ length: 200 }, (_, i) => 10 + (i % 20));
    const band = chanceBand(counts, 500, 2);
    expect(band.best.mean).toBeLessThan(band.tenth!.mean);
    expect(band.tenth!.mean).toBeLessThan(CHANCE.mean - 1);
    expect(band.best.low).toBeLessThanOrEqual(band.best.high);
    expect(band.best.standardError).toBeGreaterThan(0);
    expect(band.best.standardError).toBeLessThan(0.1);
  });

  it('is reproducible from its seed and refuses an empty list', () => {
    expect(chanceBand([5, 6, 7], 50, 9)).toEqual(chanceBand([5, 6, 7], 50, 9));
    expect(() => chanceBand([])).toThrow(/at least one player/);
    expect(() => chanceBand([5], 3)).toThrow(/at least 10 simulations/);
  });
});
