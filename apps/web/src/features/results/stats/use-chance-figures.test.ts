import { afterEach, describe, expect, it, vi } from 'vitest';
import { pGoodOutcome } from '@psi/engine';

// The module keeps one computation per page load: import it afresh in each test.
async function freshLoader() {
  vi.resetModules();
  return (await import('./use-chance-figures')).loadChanceFigures;
}

afterEach(() => { vi.unstubAllGlobals(); });

describe('loadChanceFigures', () => {
  it('computes the exact figures on the main thread where there is no Worker (jsdom)', async () => {
    vi.stubGlobal('Worker', undefined);
    const figures = await (await freshLoader())();
    expect(figures.guessersBelowPar).toBeCloseTo(pGoodOutcome(), 12);
    expect(figures.karmaMean).toBeGreaterThan(0);
    expect(figures.karmaMean).toBeLessThan(99);
  }, 60_000);

  it('takes the figures a worker posts, and terminates it', async () => {
    const posted = { guessersBelowPar: 0.5, karmaMean: 40 };
    const terminate = vi.fn();
    class FakeWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      terminate = terminate;
      constructor(readonly url: URL) { setTimeout(() => this.onmessage?.({ data: posted })); }
    }
    vi.stubGlobal('Worker', FakeWorker);
    const load = await freshLoader();
    expect(await load()).toEqual(posted);
    expect(await load()).toEqual(posted); // shared, not started twice
    expect(terminate).toHaveBeenCalledTimes(1);
  });

  it('falls back to the main thread when the worker fails', async () => {
    class BrokenWorker {
      onmessage: ((event: unknown) => void) | null = null;
      onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
      terminate = vi.fn();
      constructor() { setTimeout(() => this.onerror?.({ message: 'blocked', preventDefault: () => undefined })); }
    }
    vi.stubGlobal('Worker', BrokenWorker);
    const figures = await (await freshLoader())();
    expect(figures.guessersBelowPar).toBeCloseTo(pGoodOutcome(), 12);
  }, 60_000);
});
