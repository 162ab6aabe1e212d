import { describe, expect, it } from 'vitest';
import { CHANCE } from '../stats/tests';
import { simulateByExercise } from './by-exercise';
import { simulateCircuits } from './simulate';

const within4SE = (mean: number, n: number) => Math.abs(mean - CHANCE.mean) / (CHANCE.sd / Math.sqrt(n));

describe('simulated random circuits', () => {
  it('are reproducible from their seed and agree with the exact mean (1,000 whole circuits)', () => {
    const a = simulateCircuits(1000, 7);
    expect(simulateCircuits(1000, 7)).toEqual(a);
    expect(simulateCircuits(1000, 8)).not.toEqual(a);
    expect(Object.values(a.histogram).reduce((x, y) => x + y, 0)).toBe(1000);
    expect(within4SE(a.mean, a.circuits)).toBeLessThan(4);
  }, 300_000);

  it('agree with the exact chance mean within four standard errors over 200,000 circuits', () => {
    const run = simulateByExercise(200_000, 1);
    expect(run.circuits).toBe(200_000);
    expect(within4SE(run.mean, run.circuits)).toBeLessThan(4);
    expect(run.sd).toBeCloseTo(CHANCE.sd, 1);
  }, 600_000);
});
