// Network status for spec §4 "Connectivity": loss of network shows a blocking loader, reconnection
// dismisses it. The browser's online/offline events are the source (Capacitor's WebView fires them too).
import { observable, type Observable } from './observable';

export interface ConnectivityWindow {
  navigator: { onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

export interface Connectivity {
  online: Observable<boolean>;
  /** Stops listening to the window. */
  dispose(): void;
}

export function createConnectivity(win: ConnectivityWindow): Connectivity {
  const online = observable(win.navigator.onLine !== false);
  const up = () => online.set(true);
  const down = () => online.set(false);
  win.addEventListener('online', up);
  win.addEventListener('offline', down);
  return {
    online,
    dispose() {
      win.removeEventListener('online', up);
      win.removeEventListener('offline', down);
    },
  };
}

let shared: Connectivity | null = null;

/** The app-wide instance, created on first use. */
export function connectivity(): Connectivity {
  shared ??= createConnectivity(window);
  return shared;
}

/** Spec §4 and §8 strings, verbatim. */
export const OFFLINE_LOADER_TEXT = 'Please wait ......';
export const OFFLINE_ALERT = { title: 'Notification', message: 'Not connected to Internet', button: 'OK' } as const;
