import { createHmac, randomBytes } from 'node:crypto';
import type { AppDb } from '../db/app-db';

/** A release of the open data is a calendar month (UTC): '2026-11'. */
export function releaseOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** The release's salt, drawn the first time the release is asked for (two processes: the first insert wins). */
export async function releaseSalt(db: AppDb, release: string): Promise<string> {
  await db
    .insertInto('open_data_releases')
    .values({ release, salt: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('release').doNothing())
    .execute();
  const row = await db
    .selectFrom('open_data_releases')
    .select('salt')
    .where('release', '=', release)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * A consenting player's id in one release: the same across their circuits, unlinkable to other releases.
 * The salt is decoded once per download, not once per circuit.
 */
export function pseudonymiser(salt: string): (playerId: string) => string {
  const key = Buffer.from(salt, 'hex');
  return (playerId) => createHmac('sha256', key).update(playerId).digest('hex').slice(0, 32);
}
