// Sends finished offline circuits to the server when the network is back (offline play, docs/api.md). The
// device's circuit id makes the call idempotent: a sync cut off half-way is simply sent again.
import { syncOfflineCircuit } from './api/offline-circuits';
import { allOfflineCircuits, markSynced, type OfflineCircuit } from './offline-circuit-store';

export interface SyncDeps {
  /** Makes sure a player session exists (an offline first visit has none yet). */
  ensurePlayer: () => Promise<unknown>;
  list?: () => Promise<OfflineCircuit[]>;
  send?: typeof syncOfflineCircuit;
  mark?: (record: OfflineCircuit) => Promise<OfflineCircuit>;
}

/**
 * Syncs every finished, unsynced offline circuit; resolves the number synced. One run: the caller
 * (features/circuit/offline-sync-runner.tsx) starts no second while one is under way.
 */
export async function syncOfflineCircuits(deps: SyncDeps): Promise<number> {
  const list = deps.list ?? allOfflineCircuits;
  const send = deps.send ?? syncOfflineCircuit;
  const mark = deps.mark ?? ((r: OfflineCircuit) => markSynced(r));
  const pending = (await list()).filter((r) => r.finishedAt !== null && r.syncedAt === null);
  if (pending.length === 0) return 0;
  await deps.ensurePlayer();
  let synced = 0;
  for (const record of pending) {
    await send({
      id: record.id,
      seed: record.seed,
      startedAt: record.startedAt,
      finishedAt: record.finishedAt!,
      moves: record.moves,
    });
    await mark(record);
    synced += 1;
  }
  return synced;
}
