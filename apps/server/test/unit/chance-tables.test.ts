import { CHANCE, mainScoreDistribution } from '@psi/engine';
import { describe, expect, it, vi } from 'vitest';

describe('prepareChanceTables', () => {
  it('works out the chance curve the statistics answer with, once', async () => {
    // A fresh copy of the module: server test files share a worker's modules (isolate: false), so
    // another file may already have worked the tables out in the copy it imported.
    vi.resetModules();
    const { chanceTablesReady, prepareChanceTables } = await import('../../src/stats/read-stats');
    expect(chanceTablesReady()).toBe(false);
    expect(prepareChanceTables()).toBeGreaterThanOrEqual(0);
    expect(chanceTablesReady()).toBe(true);
    // The engine's distribution, whose mean is the chance mean the statistics compare against.
    const mean = Object.entries(mainScoreDistribution()).reduce((sum, [score, p]) => sum + Number(score) * p, 0);
    expect(mean).toBeCloseTo(CHANCE.mean, 6);
  });
});
