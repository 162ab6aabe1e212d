import { describe, expect, it } from 'vitest';
import { PasswordWorkBusy, WorkQueue } from '../../src/accounts/password-queue';

/** A job that finishes when the test says so. */
function gate() {
  let open = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { done, open };
}

describe('WorkQueue', () => {
  it('runs `concurrency` jobs at once, queues `maxWaiting` more, and refuses the next at once', async () => {
    const queue = new WorkQueue(2, 1);
    const gates = [gate(), gate(), gate()];
    let started = 0;
    const jobs = gates.map((g) =>
      queue.run(async () => {
        started++;
        await g.done;
      }),
    );
    await Promise.resolve();
    expect(started).toBe(2);
    await expect(queue.run(async () => undefined)).rejects.toBeInstanceOf(PasswordWorkBusy);
    gates[0]!.open();
    await jobs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(3);
    gates[1]!.open();
    gates[2]!.open();
    await Promise.all(jobs);
    // Everything done: the slots are free again.
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('gives a slot back when a job throws', async () => {
    const queue = new WorkQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    await expect(queue.run(async () => 1)).resolves.toBe(1);
  });

  it('bounds nothing with concurrency 0', async () => {
    const queue = new WorkQueue(0, 0);
    const g = gate();
    const many = Array.from({ length: 20 }, () => queue.run(() => g.done));
    g.open();
    await expect(Promise.all(many)).resolves.toHaveLength(20);
  });
});
