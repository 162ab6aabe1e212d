// The app's start, loaded by main.tsx once the static splash is on screen, with React's DOM renderer.
import { startTransition, StrictMode } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { App, startupTimings } from './app/app';
import { guardEnabled, installDevtoolsGuard, type GuardWindow } from './lib/devtools-guard';
import { offlineDb } from './lib/offline-db';
import { initPushNotifications } from './lib/push';
import { sound } from './lib/sound/sound';
import { applyClearRequest } from './lib/storage';
import { testHooks } from './lib/test-hooks';
import { registerServiceWorker } from './lib/service-worker';
import { warmExerciseChunks } from './app/startup/warm-exercises';
import { afterStart } from './app/startup/after-start';

// Spec §3: clear_localstorage = 'yes' cleans up stored data at start (the offline database too).
if (applyClearRequest()) void offlineDb.clear().catch(() => undefined);

if (guardEnabled(import.meta.env.PROD, testHooks())) installDevtoolsGuard(window as unknown as GuardWindow);

initPushNotifications();
// Audio fetches and the service worker's downloads wait until the splash is over and the first page
// is on screen (after-start.ts): they must not compete with the app's start.
afterStart(() => void sound.preload());

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterStart(() => registerServiceWorker(navigator.serviceWorker, warmExerciseChunks));
}

/** Renders the app with the DOM renderer main.tsx loaded beside this module (and the styles, already in). */
export function start({ createRoot, hydrateRoot }: typeof ReactDomClient): void {
  const root = document.getElementById('root')!;
  const timings = startupTimings();
  const app = (
    <StrictMode>
      <App timings={timings} />
    </StrictMode>
  );
  // When the splash plays, React adopts index.html's splash (the same markup, build/splash-markup.ts) instead of redrawing it,
  // so the eye's animation runs on undisturbed; otherwise the static splash is replaced. Either way as a
  // transition: React then works in slices of a few milliseconds and lets the browser run in between,
  // instead of one long task while it compiles and runs its code for the first time.
  startTransition(() => {
    if (timings.total > 0) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
