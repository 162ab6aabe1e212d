import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';

const BATCH = 5_000;

// A player is kept while any of these holds a row of theirs: their circuits are the experiment's data
// (statistics, proofs); an account, feedback, an order (a pass bought) or an offline circuit is the
// player's own, and deleting the player would delete it too (every one cascades).
const KEPT_BY = ['circuits', 'accounts', 'feedback_threads', 'orders', 'offline_circuits'] as const;

/**
 * Retention (docs/security.md): sessions idle past SESSION_IDLE_MINUTES are deleted, then anonymous
 * players left with no session and nothing of theirs stored (KEPT_BY). In batches, so no statement holds locks for long.
 * Counted with RETURNING: PGlite's Kysely driver reports 0 affected rows for a DELETE.
 * Returns how many sessions and players were deleted.
 */
export async function prunePlayers(
  db: AppDb,
  now: Date,
  sessionIdleMinutes: number,
): Promise<{ sessions: number; players: number }> {
  const cutoff = new Date(now.getTime() - sessionIdleMinutes * 60_000);
  let sessions = 0;
  for (;;) {
    const deleted = await db
      .deleteFrom('sessions')
      .where('token_hash', 'in', (q) =>
        q.selectFrom('sessions').select('token_hash').where('last_seen_at', '<=', cutoff).limit(BATCH),
      )
      .returning('token_hash')
      .execute();
    sessions += deleted.length;
    if (deleted.length < BATCH) break;
  }
  let players = 0;
  for (;;) {
    // Anonymous players with nothing stored and no live session.
    let candidates = db.selectFrom('players as p').select('p.id');
    for (const table of KEPT_BY) {
      candidates = candidates.where(
        sql<boolean>`not exists (select 1 from ${sql.table(table)} t where t.player_id = p.id)`,
      );
    }
    const deleted = await db
      .deleteFrom('players')
      .where('id', 'in', () =>
        candidates
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('sessions as s').select(sql.lit(1).as('one')).whereRef('s.player_id', '=', 'p.id'))),
          )
          // A player created this instant has its session in the same transaction; this guards a reader
          // of another isolation level all the same.
          .where('p.created_at', '<', cutoff)
          .limit(BATCH),
      )
      .returning('id')
      .execute();
    players += deleted.length;
    if (deleted.length < BATCH) break;
  }
  return { sessions, players };
}
