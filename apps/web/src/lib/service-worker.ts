// The service worker's two jobs for the player (offline play and updates, docs/api.md): have every exercise at hand
// for an offline circuit, and say when a new web version has been deployed (the update prompt).
import { observable } from './observable';

/** True once a new version of the app has taken over from the one this page was loaded with. */
export const updateReady = observable(false);

export interface WorkerContainer {
  controller: unknown;
  ready: Promise<unknown>;
  register(url: string): Promise<unknown>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

/**
 * Registers /sw.js. A page that was already controlled and sees the controller change is running an
 * older build than the one now served: offer a reload. The first install (no controller yet) is not an update.
 */
export function registerServiceWorker(container: WorkerContainer, warm: () => void): void {
  const hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (hadController) updateReady.set(true);
  });
  void container.register('/sw.js').catch(() => undefined);
  // Once the worker runs, have it keep what this page loaded before it existed, then fetch the exercise
  // chunks through it so an offline circuit finds them all.
  void container.ready.then(
    (registration) => {
      keepLoadedAssets(registration, loadedAssets());
      // Until the worker controls the page (clients.claim), the warm-up's own loads bypass it too: keep
      // every build file the page loads from now on as well.
      if (typeof PerformanceObserver === 'function') {
        new PerformanceObserver((list) => keepLoadedAssets(registration, loadedAssets(list.getEntries()))).observe({
          type: 'resource',
        });
      }
      warm();
    },
    () => undefined,
  );
}

/**
 * Issue 34 item 8, a first visit caches what an offline circuit needs: the page's own entry script, styles and
 * chunks were fetched before the worker existed, so it never saw them, and a reload offline found no app. Their
 * addresses (the build's hashed /assets/ files) are what the page's resource timing lists.
 */
export function loadedAssets(
  entries: readonly { name: string }[] = performance.getEntriesByType('resource'),
): string[] {
  const paths = new Set<string>();
  for (const { name } of entries) {
    const url = new URL(name, location.href);
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) paths.add(url.pathname);
  }
  return [...paths];
}

/** Asks the running worker (sw.js, message 'keep') to put these same-origin files in its cache. */
export function keepLoadedAssets(registration: unknown, paths: string[]): void {
  const active = (registration as { active?: { postMessage(message: unknown): void } | null } | null)?.active;
  if (active && paths.length > 0) active.postMessage({ type: 'keep', paths });
}
