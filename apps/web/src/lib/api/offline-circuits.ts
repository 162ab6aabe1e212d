import { request } from './http';
import type { MyOfflineCircuits, SyncedOfflineCircuit, SyncOfflineBody } from './types';

export type { SyncedOfflineCircuit, SyncOfflineBody };

/** POST /api/offline-circuits: replayed and stored once (a repeat answers the same record). */
export function syncOfflineCircuit(body: SyncOfflineBody): Promise<SyncedOfflineCircuit> {
  return request<SyncedOfflineCircuit>('/api/offline-circuits', { method: 'POST', body });
}

/** GET /api/offline-circuits/mine: the player's synced offline circuits, unverified. */
export function myOfflineCircuits(): Promise<MyOfflineCircuits> {
  return request('/api/offline-circuits/mine');
}
