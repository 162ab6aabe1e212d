import { randomUUID } from 'node:crypto';
import type { AppDb } from '../db/app-db';

/**
 * The one player who plays the control circuits: a fixed id, so every API process on one database
 * plays as the same player and the controls' figures are that player's running sums. It never has a
 * session, so no one can act as it over HTTP.
 */
export const CONTROL_PLAYER_ID = '00000000-0000-4000-8000-00000000c0c0';

/** Makes the control player if it is missing (a new database, or tests that empty the tables). */
export async function ensureControlPlayer(db: AppDb, now: Date): Promise<void> {
  await db
    .insertInto('players')
    .values({ id: CONTROL_PLAYER_ID, cuid: randomUUID(), created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
