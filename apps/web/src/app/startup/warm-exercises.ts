import { routes } from '../routes';

/**
 * Loads every exercise page's chunk, and the rules an offline circuit plays by (loaded apart from the
 * pages, see use-exercise.ts), when the browser is idle, so a circuit can be played offline.
 */
export function warmExerciseChunks(): void {
  const run = () => {
    for (const route of routes)
      if (route.kind === 'exercise' || route.path === '/game-end') void route.load().catch(() => undefined);
    void import('../../features/circuit/offline-play').catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}
