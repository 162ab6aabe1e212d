// The offline circuits' records in __mydb (see offline-circuits.ts): reading and marking them needs
// no rules, so this part stays out of the engine's chunk.
import type { CircuitMove, CircuitState, Outcome } from '@psi/engine';
import { offlineDb } from './offline-db';

export interface OfflineCircuit {
  id: string;
  /** 32 bytes, lowercase hex; sent with the moves when the circuit syncs. */
  seed: string;
  state: CircuitState;
  moves: CircuitMove[];
  lastOutcome: Outcome | null;
  startedAt: string;
  finishedAt: string | null;
  syncedAt: string | null;
}

const PREFIX = 'offline-circuit:';
export const offlineKey = (id: string) => `${PREFIX}${id}`;

export async function allOfflineCircuits(): Promise<OfflineCircuit[]> {
  const keys = (await offlineDb.keys()).filter((k) => k.startsWith(PREFIX));
  const records = await Promise.all(keys.map((k) => offlineDb.get<OfflineCircuit>(k)));
  return records.filter((r): r is OfflineCircuit => Boolean(r)).sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

/** The offline circuit still being played, if any (at most one). */
export async function activeOfflineCircuit(): Promise<OfflineCircuit | null> {
  try {
    return (await allOfflineCircuits()).find((r) => r.finishedAt === null) ?? null;
  } catch {
    return null; // no IndexedDB: no offline circuit either
  }
}

export async function markSynced(record: OfflineCircuit, now = new Date()): Promise<OfflineCircuit> {
  const next = { ...record, syncedAt: now.toISOString() };
  await offlineDb.set(offlineKey(next.id), next);
  return next;
}
