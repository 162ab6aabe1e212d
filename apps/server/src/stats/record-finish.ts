import { sql } from 'kysely';
import type { GameDb } from '../players/db';

export interface FinishedCircuit {
  playerId: string;
  mainScore: number;
  orbs: number;
  karma: number;
  goodOutcome: boolean;
}

/**
 * Adds a finished circuit to the player's and the world's running sums and to the histogram. Called
 * inside the transaction that finishes the circuit, so statistics never miss or double-count one.
 */
export async function recordFinish(trx: GameDb, c: FinishedCircuit): Promise<void> {
  const s = c.mainScore;
  const good = c.goodOutcome ? 1 : 0;
  await trx
    .insertInto('player_stats')
    .values({
      player_id: c.playerId,
      circuits: 1,
      score_sum: s,
      score_sq_sum: s * s,
      karma_sum: c.karma,
      orbs_sum: c.orbs,
      good_outcomes: good,
      best_score: s,
    })
    .onConflict((oc) =>
      oc.column('player_id').doUpdateSet({
        circuits: sql`player_stats.circuits + 1`,
        score_sum: sql`player_stats.score_sum + excluded.score_sum`,
        score_sq_sum: sql`player_stats.score_sq_sum + excluded.score_sq_sum`,
        karma_sum: sql`player_stats.karma_sum + excluded.karma_sum`,
        orbs_sum: sql`player_stats.orbs_sum + excluded.orbs_sum`,
        good_outcomes: sql`player_stats.good_outcomes + excluded.good_outcomes`,
        best_score: sql`least(player_stats.best_score, excluded.best_score)`,
      }),
    )
    .execute();
  await trx
    .updateTable('world_stats')
    .set({
      circuits: sql`circuits + 1`,
      score_sum: sql`score_sum + ${s}::float8`,
      score_sq_sum: sql`score_sq_sum + ${s * s}::float8`,
      karma_sum: sql`karma_sum + ${c.karma}::float8`,
      orbs_sum: sql`orbs_sum + ${c.orbs}::float8`,
      good_outcomes: sql`good_outcomes + ${good}::int`,
    })
    .where('id', '=', 1)
    .execute();
  await trx
    .insertInto('score_histogram')
    .values({ score: s, circuits: 1 })
    .onConflict((oc) => oc.column('score').doUpdateSet({ circuits: sql`score_histogram.circuits + 1` }))
    .execute();
}
