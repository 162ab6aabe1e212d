// Spec §8: the 'Session timeout.' alert with a 'Play Again' button that clears stored data and goes to
// game-ready-set-go. Several screens watch for it (the shell's start-up resume, the exercise screen);
// the circuit store lets one alert show.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { showAlert } from '../../components/ui/overlays';
import { storage } from '../../lib/storage';
import { useCircuitStore } from './circuit-context';

export const SESSION_TIMEOUT = {
  title: 'Session timeout.',
  // docs/accounts.md: say what an anonymous player keeps, and that a logged-in one keeps everything.
  message:
    'Your session has ended. Play again to start a fresh circuit. Circuits played without an account stayed with the old session; register next time to keep them.',
  loggedInMessage:
    'Your session has ended. Log in again to carry on: your circuits and your average are kept in your account.',
  button: 'Play Again',
  logIn: 'Log in',
} as const;

export function useSessionTimeout(): boolean {
  const store = useCircuitStore();
  const { sessionExpired } = store;
  const expired = useSyncExternalStore(sessionExpired.subscribe, sessionExpired.get, sessionExpired.get);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!expired || !store.claimTimeoutAlert()) return;
    const loggedIn = Boolean(storage.get('logined_user'));
    const level = storage.get('current_level');
    void showAlert({
      title: SESSION_TIMEOUT.title,
      message: loggedIn ? SESSION_TIMEOUT.loggedInMessage : SESSION_TIMEOUT.message,
      buttons: loggedIn
        ? [{ text: SESSION_TIMEOUT.button }, { text: SESSION_TIMEOUT.logIn, role: 'confirm' }]
        : [{ text: SESSION_TIMEOUT.button, role: 'confirm' }],
    }).then((button) => {
      store.releaseTimeoutAlert();
      storage.clearAll();
      store.forget();
      store.sessionExpired.set(false);
      if (button.text === SESSION_TIMEOUT.logIn) {
        // After logging in, go back to where the circuit was (spec §3 redirect_page).
        if (level) storage.set('redirect_page', level);
        navigate('/login', { replace: true });
      } else navigate('/game-ready-set-go', { replace: true });
    });
  }, [expired, navigate, store]);
  return expired;
}
