// What the circuit feature remembers for one run of the app, made once by <CircuitProvider>
// (circuit-context.tsx) and handed down, so a test renders a fresh one instead of resetting modules.
// The circuit as the server last described it stays here between exercise pages so moving on needs no
// extra round trip; a reload starts empty and re-fetches: the server holds the truth.
import { observable, type Observable } from '../../lib/observable';
import type { CircuitSnapshot } from '../../lib/api/types';
import type { OfflineMode } from './offline-mode';

export interface CircuitStore {
  current(): CircuitSnapshot | null;
  remember(next: CircuitSnapshot | null): void;
  /** Forgets the circuit (Play Again, a new player). */
  forget(): void;
  /** Whether an offline circuit is offered or played: the connectivity overlay and the exercise screen share it. */
  offlineMode: Observable<OfflineMode>;
  /** True once the server said the session is gone (lib/api/session-expiry.ts); the alert's Play Again resets it. */
  sessionExpired: Observable<boolean>;
  /** Whether the spec §7 resume call was made: it runs once per app start, whatever remounts. */
  startupResumeClaimed(): boolean;
  /** True the first time only: the caller makes the resume call. */
  claimStartupResume(): boolean;
  /** True unless the 'Session timeout.' alert is already up (several screens watch for it, one alert shows). */
  claimTimeoutAlert(): boolean;
  releaseTimeoutAlert(): void;
}

export function createCircuitStore(): CircuitStore {
  let circuit: CircuitSnapshot | null = null;
  let resumeClaimed = false;
  let alertShowing = false;
  return {
    current: () => circuit,
    remember(next) {
      circuit = next;
    },
    forget() {
      circuit = null;
    },
    offlineMode: observable<OfflineMode>('off'),
    sessionExpired: observable(false),
    startupResumeClaimed: () => resumeClaimed,
    claimStartupResume() {
      if (resumeClaimed) return false;
      resumeClaimed = true;
      return true;
    },
    claimTimeoutAlert() {
      if (alertShowing) return false;
      alertShowing = true;
      return true;
    },
    releaseTimeoutAlert() {
      alertShowing = false;
    },
  };
}
