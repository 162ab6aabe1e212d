import { describe, expect, it } from 'vitest';
import { summarise } from '../../src/stats/running-sums';

const sumsOf = (scores: number[]) => ({
  circuits: scores.length,
  scoreSum: scores.reduce((a, b) => a + b, 0),
  scoreSqSum: scores.reduce((a, b) => a + b * b, 0),
  karmaSum: 10 * scores.length,
  orbsSum: 2 * scores.length,
  goodOutcomes: 0,
});

describe('summarise', () => {
  it('gives nulls when there are no circuits', () => {
    expect(summarise(sumsOf([]))).toEqual({ meanScore: null, sdScore: null, meanKarma: null, meanOrbs: null });
  });

  it('gives a mean but no standard deviation for one circuit', () => {
    expect(summarise(sumsOf([40]))).toEqual({ meanScore: 40, sdScore: null, meanKarma: 10, meanOrbs: 2 });
  });

  it('matches the two-pass sample standard deviation', () => {
    const scores = [35, 41, 42, 44, 50, 38];
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const sd = Math.sqrt(scores.reduce((a, s) => a + (s - mean) ** 2, 0) / (scores.length - 1));
    const summary = summarise(sumsOf(scores));
    expect(summary.meanScore).toBeCloseTo(mean, 12);
    expect(summary.sdScore).toBeCloseTo(sd, 12);
  });

  it('never gives a negative variance for identical scores', () => {
    expect(summarise(sumsOf([42.1, 42.1, 42.1])).sdScore).toBe(0);
  });
});
