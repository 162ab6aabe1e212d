import { CHANCE, mainScoreDistribution } from '@psi/engine';
import { describe, expect, it } from 'vitest';
import { chanceTablesReady, prepareChanceTables } from '../../src/stats/read-stats';

describe('prepareChanceTables', () => {
  it('works out the chance curve the statistics answer with, once', () => {
    expect(chanceTablesReady()).toBe(false);
    expect(prepareChanceTables()).toBeGreaterThanOrEqual(0);
    expect(chanceTablesReady()).toBe(true);
    // The engine's distribution, whose mean is the chance mean the statistics compare against.
    const mean = Object.entries(mainScoreDistribution()).reduce((sum, [score, p]) => sum + Number(score) * p, 0);
    expect(mean).toBeCloseTo(CHANCE.mean, 6);
  });
});
