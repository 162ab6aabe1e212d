import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';

/** At most `max` attempts per fixed window of `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Limits on the account routes (docs/accounts.md), per client address and per account (email). */
export interface AuthRateLimits {
  loginPerAddress: Limit;
  loginPerAccount: Limit;
  registerPerAddress: Limit;
  resetPerAddress: Limit;
  resetPerAccount: Limit;
}

export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  loginPerAddress: { max: 50, windowSeconds: 15 * 60 },
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  registerPerAddress: { max: 20, windowSeconds: 60 * 60 },
  resetPerAddress: { max: 20, windowSeconds: 60 * 60 },
  resetPerAccount: { max: 5, windowSeconds: 60 * 60 },
};

export type LimitAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one attempt in `bucket`'s current window (one upsert, shared by every API process through
 * the database) and says whether it is over the limit. Buckets are named by what they limit, e.g.
 * `login:ip:203.0.113.9` or `login:email:ann@example.org`; an email bucket exists whether or not an
 * account has that address, so a 429 says nothing about who is registered.
 */
export async function hit(db: AppDb, bucket: string, limit: Limit, now: Date): Promise<LimitAnswer> {
  const windowMs = limit.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, window_start: start, hits: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits <= limit.max) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000)) };
}

/** Checks several buckets; the longest wait wins. Every bucket is counted, even after one is full. */
export async function hitAll(db: AppDb, buckets: [string, Limit][], now: Date): Promise<LimitAnswer> {
  let wait = 0;
  for (const [bucket, limit] of buckets) {
    const answer = await hit(db, bucket, limit, now);
    if (!answer.ok) wait = Math.max(wait, answer.retryAfterSeconds);
  }
  return wait === 0 ? { ok: true } : { ok: false, retryAfterSeconds: wait };
}

/**
 * Deletes the windows that began over a day ago, longer than any limit above (maintenance sweep:
 * it used to run on 1 % of attempts, a scan of the table in a login's request).
 */
export async function sweepAttemptWindows(db: AppDb, now: Date): Promise<number> {
  const rows = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now.getTime() - 24 * 3_600_000))
    .returning('bucket')
    .execute();
  // Counted from the rows returned: PGlite's driver reports no count for a delete.
  return rows.length;
}

export function tooManyMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
