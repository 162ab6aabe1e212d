// Finding the circuit an exercise page plays: the one in the store, the player's unfinished verified
// circuit (resume), or a new one where a circuit may start.
import { activeCircuit, startCircuit } from '../../lib/api/circuits';
import { ApiError } from '../../lib/api/http';
import type { CircuitSnapshot } from '../../lib/api/types';
import { offlineDb } from '../../lib/offline-db';
import type { CircuitStore } from './circuit-store';

/**
 * The player's unfinished verified circuit, or a new one when there is none and `mayStart` allows
 * it; null when it does not. Either is remembered in `store`. `newPlayer`: the player was made just
 * now (ensurePlayer), so has no circuit and none is asked for, which saves a first visit a round trip
 * and a 404 (docs/decisions.md, "A new player's first circuit"). Only the circuit's first exercise
 * may start one: Back from game-end onto Karma, or a stale link to a later exercise, must not open a
 * circuit the player did not ask for (docs/decisions.md, "Only the first exercise starts a circuit").
 */
export async function loadOrStartCircuit(
  store: Pick<CircuitStore, 'current' | 'remember'>,
  { newPlayer = false, mayStart = true } = {},
): Promise<CircuitSnapshot | null> {
  const current = store.current();
  if (current && !current.view.over) return current;
  const unfinished = newPlayer ? null : await unfinishedCircuit();
  if (unfinished) {
    store.remember(unfinished);
    return unfinished;
  }
  if (!mayStart && !newPlayer) return null;
  const started = await startCircuit();
  const circuit = { ...started, lastOutcome: null };
  store.remember(circuit);
  // Keep the commitment published at the start on this device, so the results page can check the
  // disclosed seed against what was promised, not against the server's later copy of it.
  await offlineDb.set(`commitment:${started.id}`, started.commitment).catch(() => undefined);
  return circuit;
}

/** GET /api/circuits/active, or null when the player has no unfinished circuit (404). */
async function unfinishedCircuit(): Promise<CircuitSnapshot | null> {
  try {
    return await activeCircuit();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
