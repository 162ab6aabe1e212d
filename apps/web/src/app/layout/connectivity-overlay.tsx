// Spec §4/§8: offline shows the blocking loader 'Please wait ......' and the 'Notification' alert
// 'Not connected to Internet' with OK; reconnection dismisses the loader (and the stale alert).
import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { BlockingLoader } from '../../components/ui/blocking-loader';
import { connectivity, OFFLINE_ALERT, OFFLINE_LOADER_TEXT } from '../../lib/connectivity';

export function ConnectivityOverlay() {
  const [online, setOnline] = useState(() => connectivity().online.get());
  const [alertOpen, setAlertOpen] = useState(() => !connectivity().online.get());

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
      <BlockingLoader open={!online} message={OFFLINE_LOADER_TEXT} />
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
