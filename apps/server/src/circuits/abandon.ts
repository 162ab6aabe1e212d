import type { AppDb } from '../db/app-db';
import { recordAbandoned } from '../stats/record-abandon';
import '../stats/itt-columns';

/**
 * Closes the player's active circuit, if any, as abandoned because they started a new one, and
 * counts it (intention to treat). Inside the transaction that starts the new circuit.
 * Returns the ids closed (for the caller's cache).
 */
export async function abandonActiveCircuit(trx: AppDb, playerId: string, now: Date): Promise<string[]> {
  const rows = await trx
    .updateTable('circuits')
    .set({ status: 'abandoned', updated_at: now, closed_reason: 'new-circuit' })
    .where('player_id', '=', playerId)
    .where('status', '=', 'active')
    .returning(['id', 'state'])
    .execute();
  for (const row of rows) await recordAbandoned(trx, { id: row.id, playerId, state: row.state });
  return rows.map((r) => r.id);
}

const BATCH = 200;

/**
 * Times out active circuits with no move for `idleMinutes` (the session idle time: the player's
 * session has expired too): each is closed as abandoned ('timed-out') and counted, one transaction
 * per circuit, and only if it is still active and still idle (a move racing the sweep wins).
 * Returns how many were closed.
 */
export async function closeIdleCircuits(
  db: AppDb,
  now: Date,
  idleMinutes: number,
  forget: (id: string) => void,
): Promise<number> {
  const cutoff = new Date(now.getTime() - idleMinutes * 60_000);
  let closed = 0;
  for (;;) {
    const idle = await db
      .selectFrom('circuits')
      .select('id')
      .where('status', '=', 'active')
      .where('updated_at', '<', cutoff)
      .limit(BATCH)
      .execute();
    for (const { id } of idle) {
      const done = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('circuits')
          .set({ status: 'abandoned', updated_at: now, closed_reason: 'timed-out' })
          .where('id', '=', id)
          .where('status', '=', 'active')
          .where('updated_at', '<', cutoff)
          .returning(['id', 'player_id', 'state'])
          .executeTakeFirst();
        if (row) await recordAbandoned(trx, { id: row.id, playerId: row.player_id, state: row.state });
        return row !== undefined;
      });
      forget(id);
      if (done) closed++;
    }
    if (idle.length < BATCH) return closed;
  }
}

/**
 * Counts abandoned circuits that were never counted: those closed before migration 005. Runs with
 * the sweep; a no-op once they are all counted. Returns how many it counted.
 */
export async function countUncountedAbandoned(db: AppDb): Promise<number> {
  let counted = 0;
  for (;;) {
    const rows = await db
      .selectFrom('circuits')
      .select('id')
      .where('status', '=', 'abandoned')
      .where('expected_score', 'is', null)
      .limit(BATCH)
      .execute();
    for (const { id } of rows) {
      const done = await db.transaction().execute(async (trx) => {
        // Lock the row and re-check, so two processes sweeping at once count it once.
        const row = await trx
          .selectFrom('circuits')
          .select(['id', 'player_id', 'state'])
          .where('id', '=', id)
          .where('status', '=', 'abandoned')
          .where('expected_score', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (row) await recordAbandoned(trx, { id: row.id, playerId: row.player_id, state: row.state });
        return row !== undefined;
      });
      if (done) counted++;
    }
    if (rows.length < BATCH) return counted;
  }
}
