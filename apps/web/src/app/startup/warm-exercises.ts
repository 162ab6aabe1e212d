import { routes } from '../routes';

type Load = () => Promise<unknown>;

/** How long each idle moment may be waited for: a busy page still gets every chunk, only later. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Loads every exercise page's chunk, and the rules an offline circuit plays by (loaded apart from the
 * pages, see use-exercise.ts), when the browser is idle, so a circuit can be played offline. One
 * chunk per idle moment: each load adds its module and style links to the page, and all of them at
 * once were a main-thread task of about 150 ms (600 ms on a phone) just after the first page showed.
 */
export function warmExerciseChunks(): void {
  const loads: Load[] = routes
    .filter((route) => route.kind === 'exercise' || route.path === '/game-end')
    .map((route) => route.load);
  loads.push(() => import('../../features/circuit/offline-play'));
  const whenIdle = (run: () => void) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 2000);
  };
  const next = () => {
    const load = loads.shift();
    if (!load) return;
    void load().catch(() => undefined);
    whenIdle(next);
  };
  whenIdle(next);
}
