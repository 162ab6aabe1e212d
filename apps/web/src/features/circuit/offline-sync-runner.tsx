// Syncs finished offline circuits when the app opens online and whenever the network comes back.
// Mounted once by the app shell: a reconnection during a sync starts no second one.
import { useEffect, useRef } from 'react';
import { connectivity } from '../../lib/connectivity';
import { ensurePlayer } from './identity';

export function OfflineSyncRunner() {
  const running = useRef<Promise<void> | null>(null);
  useEffect(() => {
    const syncNow = () => {
      // Loaded on demand: the sync (and the engine it replays with) stays out of the first load.
      // A failed sync (server down, IndexedDB blocked) is tried again at the next reconnection.
      running.current ??= import('../../lib/offline-sync')
        .then(({ syncOfflineCircuits }) => syncOfflineCircuits({ ensurePlayer }))
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          running.current = null;
        });
    };
    const online = connectivity().online;
    if (online.get()) syncNow();
    return online.subscribe((up) => {
      if (up) syncNow();
    });
  }, []);
  return null;
}
