import { request } from './http';

export interface SyncedOfflineCircuit {
  id: string;
  verified: false;
  mainScore: number;
  orbs: number;
  karma: number | null;
  goodOutcome: boolean;
  finishedAt: string;
  syncedAt: string;
}

export interface SyncOfflineBody {
  id: string;
  seed: string;
  startedAt: string;
  finishedAt: string;
  moves: { step: string; move: unknown }[];
}

/** POST /api/offline-circuits: replayed and stored once (a repeat answers the same record). */
export function syncOfflineCircuit(body: SyncOfflineBody): Promise<SyncedOfflineCircuit> {
  return request<SyncedOfflineCircuit>('/api/offline-circuits', { method: 'POST', body });
}

/** GET /api/offline-circuits/mine: the player's synced offline circuits, unverified. */
export function myOfflineCircuits(): Promise<{
  circuits: number;
  meanScore: number | null;
  recent: SyncedOfflineCircuit[];
}> {
  return request('/api/offline-circuits/mine');
}
