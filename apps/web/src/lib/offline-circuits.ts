// Offline circuits on the device (offline play, docs/api.md), in the offline database __mydb: the engine draws
// every target from a seed made with crypto.getRandomValues, and the whole record is written after
// every move, so a closed tab loses nothing. Finished records wait until they are synced. This module
// carries the engine's rules; what only reads or marks records is in offline-circuit-store.ts, so an
// exercise screen that merely checks for an offline circuit does not download the rules.
import {
  applyMove,
  circuitView,
  seedFromHex,
  seedToHex,
  startCircuit,
  type CircuitMove,
  type CircuitView,
  type ExerciseView,
  type Outcome,
} from '@psi/engine';
import { offlineDb } from './offline-db';
import { offlineKey, type OfflineCircuit } from './offline-circuit-store';

/** The part of Web Crypto an offline circuit uses (a fake in unit tests). */
export type RandomSource = Pick<Crypto, 'getRandomValues' | 'randomUUID'>;

export function offlineView(record: OfflineCircuit): CircuitView {
  return circuitView(record.state);
}

/** Starts and saves an offline circuit: a fresh 32-byte seed from the device's cryptographic source. */
export async function startOfflineCircuit(random: RandomSource = crypto, now = new Date()): Promise<OfflineCircuit> {
  const seed = random.getRandomValues(new Uint8Array(32));
  const record: OfflineCircuit = {
    id: random.randomUUID(),
    seed: seedToHex(seed),
    state: startCircuit(seed),
    moves: [],
    lastOutcome: null,
    startedAt: now.toISOString(),
    finishedAt: null,
    syncedAt: null,
  };
  await offlineDb.set(offlineKey(record.id), record);
  return record;
}

/** `finished`: as a verified move's answer, the step's final view when this move finished it. */
export type OfflineMoveResult =
  { ok: true; record: OfflineCircuit; outcome: Outcome; finished?: ExerciseView } | { ok: false; message: string };

/** Applies one move with the engine and saves the record before answering. */
export async function playOfflineMove(
  record: OfflineCircuit,
  move: CircuitMove,
  now = new Date(),
): Promise<OfflineMoveResult> {
  const applied = applyMove(seedFromHex(record.seed), record.state, move);
  if (!applied.ok) return { ok: false, message: applied.message };
  const next: OfflineCircuit = {
    ...record,
    state: applied.state,
    moves: [...record.moves, move],
    lastOutcome: applied.outcome,
    finishedAt: applied.view.over ? now.toISOString() : null,
  };
  await offlineDb.set(offlineKey(next.id), next);
  const answer = { ok: true as const, record: next, outcome: applied.outcome };
  return applied.finished ? { ...answer, finished: applied.finished } : answer;
}
