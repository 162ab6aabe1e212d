import { describe, expect, it, vi } from 'vitest';

// The distributions are cached per module: each test imports the engine afresh.
async function freshEngine() {
  vi.resetModules();
  return import('../index');
}

/** A fresh engine that cannot enumerate an exercise: any statistic it gives came from adopted tables. */
async function engineWithoutEnumeration() {
  vi.resetModules();
  vi.doMock('./enumerate', async (importOriginal) => ({
    ...(await importOriginal<typeof import('./enumerate')>()),
    enumerateExercise: () => {
      throw new Error('enumerated instead of adopting');
    },
  }));
  try {
    return await import('../index');
  } finally {
    vi.doUnmock('./enumerate');
  }
}

describe('exerciseDensities and adoptExerciseDensities', { timeout: 120_000 }, () => {
  it('hand every scored exercise and Karma over, and a fresh engine that adopts them needs no enumeration', async () => {
    const source = await freshEngine();
    const table = JSON.parse(JSON.stringify(source.exerciseDensities())) as Record<string, number[]>;
    expect(Object.keys(table).sort()).toEqual(
      [...source.STEPS.filter((s) => s.scored).map((s) => s.id), 'karma'].sort(),
    );

    const target = await engineWithoutEnumeration();
    expect(() => target.chanceMean('doors')).toThrow('enumerated instead of adopting');
    target.adoptExerciseDensities(table);
    expect(target.pValue(33)).toBe(source.pValue(33));
    expect(target.percentile(40)).toBe(source.percentile(40));
    expect(target.pGoodOutcome()).toBe(source.pGoodOutcome());
    expect(target.chanceMean('doors')).toBe(source.chanceMean('doors'));
    expect(target.karmaDistribution()).toEqual(source.karmaDistribution());
    expect(target.CHANCE.mean).toBe(source.CHANCE.mean);
  });

  it.each([
    ['an unknown step', { nope: [1] }, /unknown or unscored step "nope"/],
    ['the unscored Zener pick', { zener: [1] }, /unknown or unscored step "zener"/],
    ['a negative probability', { doors: [0, 1.5, -0.5] }, /doors.*not a probability distribution/],
    ['probabilities that do not add up to 1', { doors: [0, 0.5, 0.25] }, /doors.*not a probability distribution/],
    ['something that is not an array', { doors: '0.5' }, /doors.*not a probability distribution/],
  ])('refuses %s and adopts nothing', async (_case, table, message) => {
    const engine = await freshEngine();
    expect(() => engine.adoptExerciseDensities({ family: [0, 0.7, 0.1, 0.1, 0.1], ...table } as never)).toThrow(
      message,
    );
    // Nothing half-adopted: Family's true distribution is still enumerated from the rules.
    expect(engine.exerciseDistribution('family')[1]).toBeCloseTo(0.25, 12);
  });
});
