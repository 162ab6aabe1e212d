// Syncs finished offline circuits when the app opens online and whenever the network comes back.
import { useEffect } from 'react';
import { connectivity } from '../../lib/connectivity';
import { syncOfflineCircuits } from '../../lib/offline-sync';
import { ensurePlayer } from './identity';

function syncNow(): void {
  // A failed sync (server down, IndexedDB blocked) is tried again at the next reconnection.
  void syncOfflineCircuits({ ensurePlayer }).catch(() => undefined);
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
