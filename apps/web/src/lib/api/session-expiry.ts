// One place that hears "the server says this session is gone" (HTTP 401 session_error, or the legacy
// calls' session_error field) and tells whoever listens, so the open screen can show spec §8's
// 'Session timeout.' alert. An event on the window, not a value kept here: the app holds "expired" in
// its own store for its run, so nothing of a session outlives an app instance or one test.
const EXPIRED = 'psi:session-expired';

export function reportSessionExpired(): void {
  window.dispatchEvent(new Event(EXPIRED));
}

/** Calls `listener` at every report from now on; returns the unsubscribe. */
export function onSessionExpired(listener: () => void): () => void {
  window.addEventListener(EXPIRED, listener);
  return () => window.removeEventListener(EXPIRED, listener);
}
