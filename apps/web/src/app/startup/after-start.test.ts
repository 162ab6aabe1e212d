import { describe, expect, it, vi } from 'vitest';
import { createAfterStart, IDLE_TIMEOUT_MS } from './after-start';

function fakeScheduler() {
  const idle: { run: () => void; options?: { timeout: number } }[] = [];
  return {
    idle,
    requestIdleCallback: (run: () => void, options?: { timeout: number }) => idle.push({ run, options }),
    setTimeout: vi.fn(),
  };
}

describe('afterStart', () => {
  it('holds jobs until the app has started, then runs them in one idle moment', () => {
    const scheduler = fakeScheduler();
    const { afterStart, markStarted } = createAfterStart(scheduler);
    const first = vi.fn();
    const second = vi.fn();
    afterStart(first);
    afterStart(second);
    expect(scheduler.idle).toHaveLength(0);

    markStarted();
    expect(first).not.toHaveBeenCalled();
    expect(scheduler.idle).toHaveLength(1);
    expect(scheduler.idle[0]!.options).toEqual({ timeout: IDLE_TIMEOUT_MS });
    scheduler.idle[0]!.run();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('schedules a job given after the start for the next idle moment, and starts only once', () => {
    const scheduler = fakeScheduler();
    const { afterStart, markStarted } = createAfterStart(scheduler);
    markStarted();
    markStarted();
    expect(scheduler.idle).toHaveLength(0);
    const late = vi.fn();
    afterStart(late);
    expect(scheduler.idle).toHaveLength(1);
    scheduler.idle[0]!.run();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where the browser has no requestIdleCallback', () => {
    const setTimeout = vi.fn((run: () => void) => run());
    const { afterStart, markStarted } = createAfterStart({ setTimeout });
    const job = vi.fn();
    afterStart(job);
    markStarted();
    expect(setTimeout).toHaveBeenCalledTimes(1);
    expect(job).toHaveBeenCalledTimes(1);
  });
});
