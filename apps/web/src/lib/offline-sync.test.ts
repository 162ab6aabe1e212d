// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { OfflineCircuit } from './offline-circuit-store';
import { syncOfflineCircuits } from './offline-sync';

const record = (id: string, finished: boolean, synced = false) =>
  ({
    id,
    seed: 'ab'.repeat(32),
    state: {},
    moves: [{ step: 'ready-set-go', move: { choice: 'left' } }],
    lastOutcome: null,
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: finished ? '2026-01-01T00:10:00.000Z' : null,
    syncedAt: synced ? 'x' : null,
  }) as unknown as OfflineCircuit;

describe('syncOfflineCircuits', () => {
  it('sends every finished, unsynced circuit once and marks it synced', async () => {
    const send = vi.fn(async (_body: { id: string }) => ({}) as never);
    const mark = vi.fn(async (r: OfflineCircuit) => r);
    const ensurePlayer = vi.fn(async () => undefined);
    const n = await syncOfflineCircuits({
      ensurePlayer,
      list: async () => [record('a', true), record('b', false), record('c', true, true)],
      send,
      mark,
    });
    expect(n).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      id: 'a',
      seed: 'ab'.repeat(32),
      finishedAt: '2026-01-01T00:10:00.000Z',
    });
    expect(mark).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
    expect(ensurePlayer).toHaveBeenCalledTimes(1);
  });

  it('creates no player when there is nothing to sync', async () => {
    const ensurePlayer = vi.fn(async () => undefined);
    expect(await syncOfflineCircuits({ ensurePlayer, list: async () => [record('a', false)] })).toBe(0);
    expect(ensurePlayer).not.toHaveBeenCalled();
  });

  it('leaves a circuit unmarked when the server did not take it, so the next reconnection sends it again', async () => {
    const mark = vi.fn(async (r: OfflineCircuit) => r);
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(
      syncOfflineCircuits({ ensurePlayer: async () => undefined, list: async () => [record('a', true)], send, mark }),
    ).rejects.toThrow();
    expect(mark).not.toHaveBeenCalled();
  });
});
