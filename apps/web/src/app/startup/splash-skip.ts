// Issue 34 item 5: the splash plays at every app start as specified (eye 3 s, stars to 6 s), and from the
// second start on the same device a tap, click or key skips it. The page under it is the one the address
// names (a deep link, the reset link), so skipping lands there at once.
import { useEffect, useState } from 'react';

export interface StartEnvironment {
  /** The service worker controlling this page: it is registered only after a start has finished. */
  controller: unknown;
  /** A stored session (spec §3 session_id): this device has played before. */
  sessionId: string | null;
}

/**
 * Whether this device has started the app before. No storage key of its own (spec §3 lists them all): the
 * service worker, registered once a start has finished, controls every later start; a stored session
 * says so too (a native container, or a browser that keeps no worker).
 */
export function startedBefore(env: StartEnvironment): boolean {
  return Boolean(env.controller) || Boolean(env.sessionId);
}

/** Once mounted (never in the static first frame), skips on the first tap, click or key when allowed (a click, not a press: the tap ends on the splash, not on the page it reveals). */
export function useSkipOnInput(allowed: boolean, skip: () => void): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    setArmed(true);
    const onInput = () => skip();
    window.addEventListener('click', onInput);
    window.addEventListener('keydown', onInput);
    return () => {
      window.removeEventListener('click', onInput);
      window.removeEventListener('keydown', onInput);
    };
  }, [allowed, skip]);
  return armed;
}
