// The statistics tables (player_stats, world_stats, score_histogram) as the other features write
// them outside a circuit's end: reads are in read-stats.ts, a circuit's own sums in record-abandon.ts
// and circuits/finish-circuit.ts.
import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';

/** How many circuits the player's statistics count. */
export async function countedCircuits(db: AppDb, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('player_stats')
    .select('circuits')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return Number(row?.circuits ?? 0);
}

/** Adds one player's statistics row to another's and deletes it (an anonymous player who logs in). */
export async function mergePlayerStats(trx: AppDb, fromPlayerId: string, toPlayerId: string): Promise<void> {
  const stats = await trx
    .deleteFrom('player_stats')
    .where('player_id', '=', fromPlayerId)
    .returningAll()
    .executeTakeFirst();
  if (!stats) return;
  await trx
    .insertInto('player_stats')
    .values({ ...stats, player_id: toPlayerId })
    .onConflict((oc) =>
      oc.column('player_id').doUpdateSet({
        circuits: sql`player_stats.circuits + excluded.circuits`,
        score_sum: sql`player_stats.score_sum + excluded.score_sum`,
        score_sq_sum: sql`player_stats.score_sq_sum + excluded.score_sq_sum`,
        karma_sum: sql`player_stats.karma_sum + excluded.karma_sum`,
        orbs_sum: sql`player_stats.orbs_sum + excluded.orbs_sum`,
        good_outcomes: sql`player_stats.good_outcomes + excluded.good_outcomes`,
        best_score: sql`least(player_stats.best_score, excluded.best_score)`,
      }),
    )
    .execute();
}
