import { startTransition, useCallback, useEffect, useState } from 'react';
import { Router } from 'wouter';
import { storage } from '../lib/storage';
import { testHooks } from '../lib/test-hooks';
import { preloadPage } from './app-routes';
import { Shell } from './layout/shell';
import { TransitionLocation, useTransitionLocation, useTransitionSearch } from './transition-location';
import { findRoute } from './routes';
import { markStarted } from './startup/after-start';
import { Splash, splashTimings } from './startup/splash';
import { startedBefore } from './startup/splash-skip';
import { startRoute } from './startup/start-route';

/** The splash's remaining phases, fixed once at start (boot.tsx hydrates the static splash when it shows). */
export function startupTimings(): { eye: number; total: number } {
  return splashTimings(testHooks().splashMs, performance.now());
}

export function App({ timings: given }: { timings?: { eye: number; total: number } }) {
  const [timings] = useState(() => given ?? startupTimings());
  // Issue 34 item 5: a tap or key skips the splash from the second start on this device.
  const [skippable] = useState(() =>
    startedBefore({ controller: navigator.serviceWorker?.controller, sessionId: storage.get('session_id') }),
  );
  const [starting, setStarting] = useState(() => {
    // Redirect the default path before the first page renders (spec §4 "App start").
    const target = startRoute(window.location.pathname, storage, navigator.onLine);
    if (target) window.history.replaceState(null, '', target);
    return timings.total > 0;
  });
  // Fetch the first page's chunk while the splash plays. From an effect, not during the render: Vite
  // adds a <link> per chunk the page imports, which would lengthen the render's task on a phone.
  useEffect(() => {
    const first = findRoute(window.location.pathname);
    if (first) void preloadPage(first).catch(() => undefined);
  }, []);
  // The splash hands over as a transition: the shell and the first page render in short slices, and
  // (their chunks being loaded during the splash) without flashing the page loader first.
  const done = useCallback(() => startTransition(() => setStarting(false)), []);
  // The first page is on screen: deferred work (service worker, sounds) may now run when idle.
  useEffect(() => {
    if (!starting) markStarted();
  }, [starting]);

  if (starting) return <Splash eye={timings.eye} total={timings.total} onDone={done} skippable={skippable} />;
  return (
    <TransitionLocation>
      <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
        <Shell />
      </Router>
    </TransitionLocation>
  );
}
