// Spec §8: the 'Session timeout.' alert with a 'Play Again' button that clears stored data and goes to
// game-ready-set-go. Mount <SessionTimeoutWatcher /> anywhere (several copies show one alert).
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { showAlert } from '../../components/ui/overlays';
import { sessionExpired } from '../../lib/api/session-expiry';
import { storage } from '../../lib/storage';
import { forgetCircuit } from './circuit-store';

export const SESSION_TIMEOUT = { title: 'Session timeout.', message: 'Your session has ended. Play again to start a fresh circuit.', button: 'Play Again' } as const;

let showing = false;

export function useSessionTimeout(): boolean {
  const expired = useSyncExternalStore(sessionExpired.subscribe, sessionExpired.get, sessionExpired.get);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!expired || showing) return;
    showing = true;
    void showAlert({
      title: SESSION_TIMEOUT.title,
      message: SESSION_TIMEOUT.message,
      buttons: [{ text: SESSION_TIMEOUT.button, role: 'confirm' }],
    }).then(() => {
      showing = false;
      storage.clearAll();
      forgetCircuit();
      sessionExpired.set(false);
      navigate('/game-ready-set-go', { replace: true });
    });
  }, [expired, navigate]);
  return expired;
}

export function SessionTimeoutWatcher() {
  useSessionTimeout();
  return null;
}
