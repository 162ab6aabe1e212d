import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { guardEnabled, installDevtoolsGuard, type GuardWindow } from './lib/devtools-guard';
import { offlineDb } from './lib/offline-db';
import { initPushNotifications } from './lib/push';
import { sound } from './lib/sound/sound';
import { applyClearRequest } from './lib/storage';
import { testHooks } from './lib/test-hooks';
import './styles/base.css';
import './components/ui/ui.css';
import './styles/pages.css';
import { registerServiceWorker } from './lib/service-worker';
import { warmExerciseChunks } from './app/startup/warm-exercises';

// Spec §3: clear_localstorage = 'yes' cleans up stored data at start (the offline database too).
if (applyClearRequest()) void offlineDb.clear().catch(() => undefined);

if (guardEnabled(import.meta.env.PROD, testHooks())) installDevtoolsGuard(window as unknown as GuardWindow);

initPushNotifications();
// Preload the three sounds once the page has loaded: audio fetches must not hold up first paint.
if (document.readyState === 'complete') void sound.preload();
else window.addEventListener('load', () => void sound.preload(), { once: true });

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => registerServiceWorker(navigator.serviceWorker, warmExerciseChunks));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
