import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';

/** What @fastify/rate-limit's `incr` hands back: hits in the window so far, and ms until it ends. */
export interface CountAnswer {
  current: number;
  ttl: number;
}

/**
 * Counts one request in `bucket` and returns the window's hits: one upsert on the unlogged
 * `request_counts` table (migrations/071), shared by every API process on the database. A bucket's
 * window begins at its first hit; the first hit after it ends starts a new one (hits back to 1).
 * Both CASEs read the row as it was, so they agree on whether the window had ended.
 */
export async function countRequest(db: AppDb, bucket: string, windowMs: number, now: Date): Promise<CountAnswer> {
  const ended = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('request_counts')
    .values({ bucket, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql<number>`case when request_counts.window_start <= ${ended} then 1 else request_counts.hits + 1 end`,
        window_start: sql<Date>`case when request_counts.window_start <= ${ended} then excluded.window_start else request_counts.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, row.window_start.getTime() + windowMs - now.getTime()) };
}

/** Deletes the buckets whose window ended over `windowMs` ago (maintenance; they would restart at 1). */
export async function sweepRequestCounts(db: AppDb, windowMs: number, now: Date): Promise<number> {
  const rows = await db
    .deleteFrom('request_counts')
    .where('window_start', '<=', new Date(now.getTime() - windowMs))
    .returning('bucket')
    .execute();
  // Counted from the rows returned: PGlite's driver reports no count for a delete.
  return rows.length;
}

type Callback = (error: Error | null, answer?: CountAnswer) => void;

/**
 * A store for @fastify/rate-limit (its `store` option: a class it constructs, then `child()`s per
 * route) that counts in the database instead of this process's memory. The plugin's
 * continueExceeding and exponential backoff are not offered: the limits here use neither.
 */
export function databaseStore(db: AppDb, now: () => Date) {
  return class DatabaseRequestCounts {
    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, key, timeWindow, now()).then(
        (answer) => callback(null, answer),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): DatabaseRequestCounts {
      return this;
    }
  };
}
