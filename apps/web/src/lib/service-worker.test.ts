import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  keepLoadedAssets,
  loadedAssets,
  registerServiceWorker,
  updateReady,
  type WorkerContainer,
} from './service-worker';

function fakeContainer(controller: unknown) {
  let changed: () => void = () => undefined;
  const container: WorkerContainer = {
    controller,
    ready: Promise.resolve({}),
    register: vi.fn(async () => ({})),
    addEventListener: (_type, listener) => {
      changed = listener;
    },
  };
  return { container, change: () => changed() };
}

afterEach(() => updateReady.set(false));

describe('registerServiceWorker', () => {
  it('offers the update when a page already served by a worker sees a new one take over', () => {
    const { container, change } = fakeContainer({});
    registerServiceWorker(container, () => undefined);
    expect(updateReady.get()).toBe(false);
    change();
    expect(updateReady.get()).toBe(true);
  });

  it('says nothing on the very first install', () => {
    const { container, change } = fakeContainer(null);
    registerServiceWorker(container, () => undefined);
    change();
    expect(updateReady.get()).toBe(false);
  });

  it('warms the exercise chunks once the worker is ready', async () => {
    const warm = vi.fn();
    registerServiceWorker(fakeContainer(null).container, warm);
    await Promise.resolve();
    await Promise.resolve();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('asks the worker to keep the build files the page loaded before it existed (issue 34 item 8)', () => {
    const origin = location.origin;
    const paths = loadedAssets([
      { name: `${origin}/assets/index-abc.js` },
      { name: `${origin}/assets/index-abc.css` },
      { name: `${origin}/assets/index-abc.js` },
      { name: `${origin}/api/players` },
      { name: 'https://elsewhere.example/assets/x.js' },
    ]);
    expect(paths).toEqual(['/assets/index-abc.js', '/assets/index-abc.css']);
    const postMessage = vi.fn();
    keepLoadedAssets({ active: { postMessage } }, paths);
    expect(postMessage).toHaveBeenCalledWith({ type: 'keep', paths });
    keepLoadedAssets({ active: null }, paths);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });
});
