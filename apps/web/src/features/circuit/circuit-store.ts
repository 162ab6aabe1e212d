// The circuit as the server last described it, kept in memory between exercise pages so moving on
// needs no extra round trip. A reload starts empty and re-fetches: the server holds the truth (item 6).
import { identityChanged } from '../../lib/api/accounts';
import { activeCircuit, startCircuit } from '../../lib/api/circuits';
import { ApiError } from '../../lib/api/http';
import type { CircuitSnapshot } from '../../lib/api/types';
import { offlineDb } from '../../lib/offline-db';

let current: CircuitSnapshot | null = null;

export function cachedCircuit(): CircuitSnapshot | null {
  return current;
}

export function rememberCircuit(next: CircuitSnapshot | null): void {
  current = next;
}

/** Forgets the circuit (Play Again, a new player). */
export function forgetCircuit(): void {
  current = null;
}

// Logging in, out or deleting the account changes whose circuit is current (lib/api/accounts.ts).
identityChanged.subscribe(() => forgetCircuit());

/**
 * The player's unfinished verified circuit, or a new one when there is none and `mayStart` allows
 * it; null when it does not. `newPlayer`: the player was made just now (ensurePlayer), so has no
 * circuit and none is asked for, which saves a first visit a round trip and a 404 (docs/decisions.md,
 * "A new player's first circuit"). Only the circuit's first exercise may start one: Back from
 * game-end onto Karma, or a stale link to a later exercise, must not open a circuit the player did
 * not ask for (docs/decisions.md, "Only the first exercise starts a circuit").
 */
export async function loadOrStartCircuit({ newPlayer = false, mayStart = true } = {}): Promise<CircuitSnapshot | null> {
  if (current && !current.view.over) return current;
  const unfinished = newPlayer ? null : await unfinishedCircuit();
  if (unfinished) {
    current = unfinished;
    return current;
  }
  if (!mayStart && !newPlayer) return null;
  const started = await startCircuit();
  current = { ...started, lastOutcome: null };
  // Keep the commitment published at the start on this device, so the results page can check the
  // disclosed seed against what was promised, not against the server's later copy of it.
  await offlineDb.set(`commitment:${started.id}`, started.commitment).catch(() => undefined);
  return current;
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
