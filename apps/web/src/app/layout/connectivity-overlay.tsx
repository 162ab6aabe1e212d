// Spec §4/§8: offline shows the blocking loader 'Please wait ......' and the 'Notification' alert
// 'Not connected to Internet' with OK; reconnection dismisses the loader (and the stale alert).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { BlockingLoader } from '../../components/ui/blocking-loader';
import { connectivity, OFFLINE_ALERT, OFFLINE_LOADER_TEXT } from '../../lib/connectivity';
import { useCircuitStore } from '../../features/circuit/circuit-context';
import type { OfflineMode } from '../../features/circuit/offline-mode';
import { FIRST_LEVEL, isLevelRoute } from '../routes';

/**
 * Issue 34 item 8, offline wherever a circuit can be played: every page but an exercise under way offers
 * Play offline, which goes to exercise 1 and plays there; an exercise offers it only at a circuit's start
 * (a verified circuit under way waits for the network, docs/decisions.md).
 */
export function offersPlayOffline(path: string, mode: OfflineMode): boolean {
  if (mode === 'offered') return true;
  if (mode !== 'off') return false;
  return !isLevelRoute(path) || path === '/game-end';
}

export function ConnectivityOverlay() {
  const [online, setOnline] = useState(() => connectivity().online.get());
  const [alertOpen, setAlertOpen] = useState(() => !connectivity().online.get());
  const { offlineMode } = useCircuitStore();
  const mode = useSyncExternalStore(offlineMode.subscribe, offlineMode.get, offlineMode.get);
  const [path, navigate] = useLocation();
  const playOffline = () => {
    if (mode === 'offered' || path === FIRST_LEVEL) {
      offlineMode.set('on');
      return;
    }
    offlineMode.set('requested');
    navigate(FIRST_LEVEL);
  };

  useEffect(
    () =>
      connectivity().online.subscribe((up) => {
        setOnline(up);
        setAlertOpen(!up);
      }),
    [],
  );

  return (
    <>
      {/* An offline circuit is played without the network: the loader stands aside for it. At the
          start of a circuit the loader offers it (docs/decisions.md: offline circuits and the loader). */}
      <BlockingLoader
        open={!online && mode !== 'on'}
        message={OFFLINE_LOADER_TEXT}
        action={offersPlayOffline(path, mode) ? { text: 'Play offline', onPress: playOffline } : undefined}
      />
      <Alert
        open={alertOpen}
        title={OFFLINE_ALERT.title}
        message={OFFLINE_ALERT.message}
        buttons={[{ text: OFFLINE_ALERT.button }]}
        onDismiss={() => setAlertOpen(false)}
      />
    </>
  );
}
