// Which circuit the game-end page sums up: the one just finished (the app's circuit store, passed in), else
// after a reload the player's last finished one (GET /api/stats/me, recent[0]) read back in full.
import type { CircuitView } from '@psi/engine';
import { activeCircuit, getCircuit } from '../../../lib/api/circuits';
import { ApiError, NetworkError } from '../../../lib/api/http';
import { myStats } from '../../../lib/api/stats';
import type { CircuitSnapshot } from '../../../lib/api/types';
import { storage } from '../../../lib/storage';
import { isUnverified } from '../../circuit/unverified';
import { allOfflineCircuits } from '../../../lib/offline-circuit-store';

/** The latest finished offline circuit on this device (a reload of game-end after playing offline). */
async function lastOffline(): Promise<EndData | null> {
  try {
    const last = (await allOfflineCircuits()).filter((r) => r.finishedAt !== null).at(-1);
    if (!last) return null;
    // The rules (to rebuild the view) load only for an offline circuit; warmed for offline use.
    const { offlineView } = await import('../../../lib/offline-circuits');
    return { kind: 'finished', id: last.id, view: offlineView(last), unverified: true };
  } catch {
    return null;
  }
}

export type EndData =
  | { kind: 'finished'; id: string; view: CircuitView; unverified?: boolean }
  /** The player has a circuit in progress: the summary waits for it. */
  | { kind: 'in-progress'; route: string }
  | { kind: 'none' };

/** `cached`: the circuit the app played last in this run, if any (circuit-store.ts). */
export async function loadFinished(cached: CircuitSnapshot | null): Promise<EndData> {
  if (cached?.view.over)
    return { kind: 'finished', id: cached.id, view: cached.view, unverified: isUnverified(cached) };
  // After an offline circuit, game-end sums it up from the device, with or without the network.
  if (storage.get('current_level') === '/game-end' && !storage.get('session_id'))
    return (await lastOffline()) ?? { kind: 'none' };
  // Without a session there is nothing to show, and a call would raise the 'Session timeout.' alert.
  if (!storage.get('session_id')) return { kind: 'none' };
  try {
    return await fromServer();
  } catch (err) {
    // Offline with a session: the device's own last offline circuit, if there is one.
    if (err instanceof NetworkError) return (await lastOffline()) ?? Promise.reject(err);
    throw err;
  }
}

async function fromServer(): Promise<EndData> {
  try {
    const active = await activeCircuit();
    if (!active.view.over) return { kind: 'in-progress', route: active.view.route };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 404) throw err;
  }
  const last = (await myStats()).recent[0];
  if (!last) return { kind: 'none' };
  const snapshot = await getCircuit(last.id);
  return snapshot.view.over ? { kind: 'finished', id: snapshot.id, view: snapshot.view } : { kind: 'none' };
}
