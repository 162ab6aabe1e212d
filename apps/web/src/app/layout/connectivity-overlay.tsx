// Spec §4/§8: offline shows the blocking loader 'Please wait ......' and the 'Notification' alert
// 'Not connected to Internet' with OK; reconnection dismisses the loader (and the stale alert).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert } from '../../components/ui/alert';
import { BlockingLoader } from '../../components/ui/blocking-loader';
import { connectivity, OFFLINE_ALERT, OFFLINE_LOADER_TEXT } from '../../lib/connectivity';
import { offlineMode } from '../../lib/offline-mode';

export function ConnectivityOverlay() {
  const [online, setOnline] = useState(() => connectivity().online.get());
  const [alertOpen, setAlertOpen] = useState(() => !connectivity().online.get());
  const mode = useSyncExternalStore(offlineMode.subscribe, offlineMode.get, offlineMode.get);

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
        action={mode === 'offered' ? { text: 'Play offline', onPress: () => offlineMode.set('on') } : undefined}
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
