// The statistics tables (player_stats, world_stats, score_histogram) as the other features write
// them outside a circuit's end: reads are in read-stats.ts, a circuit's own sums in record-abandon.ts
// and circuits/finish-circuit.ts.
import type { AppDb } from '../db/app-db';

/**
 * Drops an anonymous player's statistics as its circuits are carried into an account: an account's
 * statistics count only circuits started while signed in to it (docs/statistics.md), so the choice of
 * which anonymous history to carry in cannot shape them. The world's sums keep every circuit.
 */
export async function dropPlayerStats(trx: AppDb, playerId: string): Promise<void> {
  await trx.deleteFrom('player_stats').where('player_id', '=', playerId).execute();
}
