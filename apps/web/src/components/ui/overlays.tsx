// Imperative alerts, as the specification's flows use them ("show the 'Session timeout.' alert"):
// showAlert(...) from anywhere; <OverlayHost /> (mounted once by the app) renders them in order.
import { useSyncExternalStore } from 'react';
import { observable } from '../../lib/observable';
import { Alert, type AlertButton } from './alert';

export interface AlertRequest {
  title: string;
  message: string;
  buttons: AlertButton[];
}

interface Pending extends AlertRequest {
  id: number;
  resolve: (button: AlertButton) => void;
}

const queue = observable<Pending[]>([]);
let nextId = 1;

/** Shows an alert; resolves with the button the player chose (its handler has already run). */
export function showAlert(request: AlertRequest): Promise<AlertButton> {
  return new Promise((resolve) => {
    queue.set([...queue.get(), { ...request, id: nextId++, resolve }]);
  });
}

/** Closes every open alert made by showAlert whose title matches (e.g. the offline alert on reconnection). */
export function dismissAlerts(title: string): void {
  const keep = queue.get().filter((a) => a.title !== title);
  if (keep.length !== queue.get().length) queue.set(keep);
}

export function OverlayHost() {
  const alerts = useSyncExternalStore(queue.subscribe, queue.get, queue.get);
  const top = alerts[0];
  if (!top) return null;
  return (
    <Alert
      key={top.id}
      open
      title={top.title}
      message={top.message}
      buttons={top.buttons}
      onDismiss={(button) => {
        queue.set(queue.get().filter((a) => a.id !== top.id));
        top.resolve(button);
      }}
    />
  );
}
