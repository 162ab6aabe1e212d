import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import { ApiError } from '../http/api-error';

/** Thrown when the password queue is full: 503 with Retry-After at once, like every refusal (http/api-error.ts). */
export class PasswordWorkBusy extends ApiError {
  constructor() {
    super(
      'unavailable',
      {
        statusCode: 503,
        error: 'service_unavailable',
        message: 'The server is busy checking passwords. Please try again in a second.',
      },
      { retryAfterSeconds: 1 },
    );
  }
}

/**
 * Runs at most `concurrency` jobs at once, keeps at most `maxWaiting` more waiting, and refuses the
 * rest at once. For scrypt (issue 33): each hash holds one of libuv's four worker threads for
 * 0.1-0.4 s, the same threads that read the app's files, so a flood of wrong passwords starved every
 * page (50 logins moved page p50 from 104 ms to 1.1 s). Bounded at about the core count, hashing
 * leaves threads free for the rest and a flood gets quick 503s instead of a growing queue.
 * `concurrency` 0 means no bound (for the bench's "before").
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.concurrency === 0) return job();
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new PasswordWorkBusy();
    try {
      return await job();
    } finally {
      // Hand the slot to the next waiter, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** How many hashes run at once by default: the cores, at least one. */
export const defaultPasswordConcurrency = (): number => Math.max(1, availableParallelism());

let queue = new WorkQueue(defaultPasswordConcurrency(), 4 * defaultPasswordConcurrency());

/** Sets the process's password queue (buildApp, from PASSWORD_HASH_CONCURRENCY); 4 waiting per slot. */
export function configurePasswordQueue(concurrency: number): void {
  queue = new WorkQueue(concurrency, 4 * concurrency);
}

/** Set while a request holds a slot through `withPasswordWork`: its hashes run in that slot. */
const holdingSlot = new AsyncLocalStorage<true>();

/**
 * Runs a whole password request (its limit counting, account lookup and hash) in one slot of the
 * queue, admitted or refused before any of it starts. Admission at the hash alone came too late: a
 * burst of 50 logins each wrote its rate-limit rows and read its account first, and on PGlite those
 * statements run on the event loop, stalling it for ~1 s in all, so a page waited (login-flood bench:
 * page p99 0.9-1.2 s). Refused here, the burst's surplus costs no statement at all.
 */
export function withPasswordWork<T>(work: () => Promise<T>): Promise<T> {
  if (holdingSlot.getStore()) return work();
  return queue.run(() => holdingSlot.run(true, work));
}

/** Runs one password hash through the process's queue (in the request's slot when it holds one). */
export function queuedHash<T>(job: () => Promise<T>): Promise<T> {
  return holdingSlot.getStore() ? job() : queue.run(job);
}
