import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineSyncRunner } from './offline-sync-runner';

// The sync itself is tested in lib/offline-sync.test.ts; here, when the runner starts one.
const sync = vi.hoisted(() => ({ calls: 0, finish: () => {} }));
vi.mock('../../lib/offline-sync', () => ({
  syncOfflineCircuits: vi.fn(() => {
    sync.calls += 1;
    return new Promise<number>((resolve) => {
      sync.finish = () => resolve(1);
    });
  }),
}));

afterEach(() => {
  sync.calls = 0;
});

/** Lets the dynamic import and the promise chain settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the offline sync runner', () => {
  it('syncs when the app opens online, once although StrictMode mounts it twice', async () => {
    render(<OfflineSyncRunner />);
    await settle();
    expect(sync.calls).toBe(1);
    sync.finish();
    await settle();
  });

  it('starts no second sync on a reconnection while one is under way, and syncs again after it', async () => {
    render(<OfflineSyncRunner />);
    await settle();
    expect(sync.calls).toBe(1);
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(sync.calls).toBe(1);
    sync.finish();
    await settle();
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(sync.calls).toBe(2);
    sync.finish();
    await settle();
  });
});
