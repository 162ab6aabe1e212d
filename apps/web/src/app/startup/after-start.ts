// Work the first page does not need — registering the service worker (which then fetches every
// exercise chunk and its styles for offline play) and preloading the three sounds — waits until the
// splash has ended, the first page has rendered, and the browser is idle. During the splash the main
// thread and the network belong to the app's start; a burst of downloads, module runs and style
// recalculations there is what kept the page busy on a phone (docs/performance.md "Lighthouse").
// Nobody can play a sound or an exercise before the splash ends, so nothing is lost by waiting.

type Job = () => void;

export interface IdleScheduler {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => unknown;
  setTimeout: (run: () => void, ms: number) => unknown;
}

/** How long an idle moment may be waited for once the app has started (a busy page still gets its jobs). */
export const IDLE_TIMEOUT_MS = 2000;

export function createAfterStart(scheduler: IdleScheduler) {
  let started = false;
  let waiting: Job[] = [];

  const runWhenIdle = (jobs: Job[]) => {
    const run = () => {
      for (const job of jobs) job();
    };
    if (typeof scheduler.requestIdleCallback === 'function')
      scheduler.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else scheduler.setTimeout(run, 0);
  };

  return {
    /** Runs `job` in an idle moment after the app has started (at once if it has and the browser is idle). */
    afterStart(job: Job): void {
      if (started) runWhenIdle([job]);
      else waiting.push(job);
    },
    /** Called once the splash is over and the first page has rendered; later calls do nothing. */
    markStarted(): void {
      if (started) return;
      started = true;
      const jobs = waiting;
      waiting = [];
      if (jobs.length > 0) runWhenIdle(jobs);
    },
  };
}

export const { afterStart, markStarted } = createAfterStart(window);
