import { describe, expect, it } from 'vitest';
import type { StepId } from '../types';
import { chanceMean, exerciseDistribution, karmaDistribution, mainScoreDistribution } from './distributions';
import { normalCdf } from './normal';
import { CHANCE, averageTest, pGoodOutcome, pValue, percentile } from './tests';

const sum = (d: Record<number, number>) => Object.values(d).reduce((a, b) => a + b, 0);

// The chance means of docs/rules.md, written as the fractions the rules give.
const expectedMeans: [StepId, number][] = [
  ['ready-set-go', 2],
  ['family', 2.5],
  ['universal', 1.75],
  ['doubles', 91 / 36],
  ['yin-yang', 2],
  ['doors', 2.5],
  ['elements', 3],
  ['duality', 121 / 64],
  ['crop-circles', 277 / 144],
  ['zener-reveal', 61 / 25],
  ['gateway', 1 + 3 / 5 + 1 / 6 + 2 / 7 + 1 / 8],
  ['sense-the-sense', 3.5],
  ['three-wise-monkeys', 3],
  ['mantra', 4],
  ['in-the-garden', 32 * (1 - (31 / 32) ** 8)],
];

describe('exact chance statistics', { timeout: 120_000 }, () => {
  it.each(expectedMeans)('gives %s the chance mean %d', (step, mean) => {
    expect(chanceMean(step)).toBeCloseTo(mean, 9);
    expect(sum(exerciseDistribution(step))).toBeCloseTo(1, 11);
  });

  it('gives Family its par 2.5 as a uniform 1..4', () => {
    expect(exerciseDistribution('family')).toEqual({ 1: 0.25, 2: 0.25, 3: 0.25, 4: 0.25 });
  });

  it('gives In the Garden (31/32)^(k-1)/32 for k < 8 and the rest to the cap 8', () => {
    const d = exerciseDistribution('in-the-garden');
    for (let k = 1; k < 8; k++) expect(d[k]).toBeCloseTo((31 / 32) ** (k - 1) / 32, 14);
    expect(d[8]).toBeCloseTo((31 / 32) ** 7, 14);
  });

  it('cuts the unbounded tails below 1e-12 and nowhere else', () => {
    for (const step of ['yin-yang', 'three-wise-monkeys'] as const) {
      const d = exerciseDistribution(step);
      const max = Math.max(...Object.keys(d).map(Number));
      expect(1 - sum(d)).toBeLessThan(1e-12);
      expect(d[max]).toBeGreaterThan(1e-14);
    }
    expect(exerciseDistribution('yin-yang')[3]).toBeCloseTo(1 / 8, 14);
  });

  it('gives the maximum scores Doors 7 and Gateway 8 their exact small probabilities', () => {
    expect(exerciseDistribution('doors')[7]).toBeCloseTo(0.25 ** 6, 15);
    expect(exerciseDistribution('gateway')[8]).toBeCloseTo(1 / (5 * 5 * 5 * 6 * 7 * 7 * 8), 15);
  });

  it('has a main-score chance mean of 42.387 (±0.001) and an sd of about 5.04', () => {
    expect(Math.abs(CHANCE.mean - 42.387)).toBeLessThanOrEqual(0.001);
    expect(CHANCE.sd).toBeCloseTo(5.04, 2);
    const d = mainScoreDistribution();
    expect(sum(d)).toBeCloseTo(1, 11);
    expect(Math.min(...Object.keys(d).map(Number))).toBe(15);
  });

  it('makes a good outcome about a coin flip for a guesser and 33 or less about 3.5%', () => {
    expect(pGoodOutcome()).toBeCloseTo(0.5176, 3);
    expect(pGoodOutcome()).toBeCloseTo(pValue(42), 14);
    expect(pValue(33)).toBeCloseTo(0.035, 3);
  });

  it.each([
    [14, 0],
    [15, mainScoreDistribution()[15]],
    [1000, 1],
  ])('gives pValue(%i) = %d', (score, p) => expect(pValue(score)).toBeCloseTo(p as number, 12));

  it('grows pValue and shrinks percentile as the score gets worse', () => {
    for (let s = 15; s < 80; s++) {
      expect(pValue(s + 1)).toBeGreaterThanOrEqual(pValue(s));
      expect(percentile(s + 1)).toBeLessThanOrEqual(percentile(s));
    }
  });

  it('puts a score of 15 near the 100th percentile, a huge score at 0 and the median near 50', () => {
    expect(percentile(15)).toBeGreaterThan(99.99);
    expect(percentile(500)).toBe(0);
    expect(percentile(42)).toBeGreaterThan(40);
    expect(percentile(42)).toBeLessThan(60);
  });

  it('tests an average: at the chance mean z = 0 and p = 0.5; better averages give small p', () => {
    expect(averageTest(CHANCE.mean, 10)).toEqual({ z: 0, p: 0.5 });
    const test = averageTest(CHANCE.mean - CHANCE.sd / 10, 100);
    expect(test.z).toBeCloseTo(-1, 10);
    expect(test.p).toBeCloseTo(0.158655, 5);
    expect(() => averageTest(40, 0)).toThrow();
  });

  it.each([
    [0, 0.5],
    [-1.959964, 0.025],
    [1.959964, 0.975],
    [-3, 0.0013499],
    [-6, 9.8659e-10],
  ])('has Φ(%d) ≈ %d', (z, p) => {
    expect(Math.abs(normalCdf(z) - p) / p).toBeLessThan(1e-5);
  });

  it('rates Karma 0..99 with a random guesser, 99 being a first-pick find (1%)', () => {
    const d = karmaDistribution();
    expect(sum(d)).toBeCloseTo(1, 11);
    expect(Math.max(...Object.keys(d).map(Number))).toBe(99);
    expect(d[99]).toBeCloseTo(0.01, 12);
  });

  it('refuses a distribution for the unscored Zener pick', () => {
    expect(() => exerciseDistribution('zener')).toThrow();
  });
});
