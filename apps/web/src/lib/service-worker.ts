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
  // Once the worker runs, fetch the exercise chunks through it so an offline circuit finds them all.
  void container.ready.then(warm, () => undefined);
}
