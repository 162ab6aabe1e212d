// Syncs finished offline circuits when the app opens online and whenever the network comes back.
import { useEffect } from 'react';
import { connectivity } from '../../lib/connectivity';
import { ensurePlayer } from './identity';

function syncNow(): void {
  // Loaded on demand: the sync (and the engine it replays with) stays out of the first load.
  // A failed sync (server down, IndexedDB blocked) is tried again at the next reconnection.
  void import('../../lib/offline-sync')
    .then(({ syncOfflineCircuits }) => syncOfflineCircuits({ ensurePlayer }))
    .catch(() => undefined);
}

export function OfflineSyncRunner() {
  useEffect(() => {
    const online = connectivity().online;
    if (online.get()) syncNow();
    return online.subscribe((up) => {
      if (up) syncNow();
    });
  }, []);
  return null;
}
