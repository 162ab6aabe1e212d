// One place that hears "the server says this session is gone" (HTTP 401 session_error, or the legacy
// calls' session_error field), so whichever screen is open can show spec §8's 'Session timeout.' alert.
import { observable } from '../observable';

/** True once a call was answered with session_error; the alert's Play Again resets it. */
export const sessionExpired = observable(false);

export function reportSessionExpired(): void {
  sessionExpired.set(true);
}
