// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

// The module (and the engine's caches) live once per page load: import both afresh in each test.
async function fresh() {
  vi.resetModules();
  const hook = await import('./use-chance-figures');
  const engine = await import('@psi/engine');
  return { loadChance: hook.loadChance, engine };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A Worker that answers with `data` (or fails when `data` is an Error). */
function fakeWorker(data: unknown) {
  const terminate = vi.fn();
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
    terminate = terminate;
    constructor() {
      setTimeout(() =>
        data instanceof Error
          ? this.onerror?.({ message: data.message, preventDefault: () => undefined })
          : this.onmessage?.({ data }),
      );
    }
  }
  return { FakeWorker, terminate };
}

describe('loadChance', () => {
  it('enumerates on the main thread where there is no Worker (happy-dom)', async () => {
    vi.stubGlobal('Worker', undefined);
    const { loadChance, engine } = await fresh();
    await loadChance();
    expect(engine.pGoodOutcome()).toBeGreaterThan(0.5);
  }, 60_000);

  it('adopts the tables the worker posts, and terminates it', async () => {
    // A recognisable Family distribution shows the page used the worker's tables, not its own.
    const { FakeWorker, terminate } = fakeWorker({ family: [0, 0.7, 0.1, 0.1, 0.1] });
    vi.stubGlobal('Worker', FakeWorker);
    const { loadChance, engine } = await fresh();
    await loadChance();
    await loadChance(); // shared, not started twice
    expect(engine.exerciseDistribution('family')[1]).toBeCloseTo(0.7, 12);
    expect(terminate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the worker fails', new Error('blocked')],
    ['the worker posts something that is not a distribution', { family: [0.5] }],
  ])(
    'falls back to the main thread when %s',
    async (_case, data) => {
      vi.stubGlobal('Worker', fakeWorker(data).FakeWorker);
      const { loadChance, engine } = await fresh();
      await loadChance();
      expect(engine.exerciseDistribution('family')[1]).toBeCloseTo(0.25, 12);
    },
    60_000,
  );
});
