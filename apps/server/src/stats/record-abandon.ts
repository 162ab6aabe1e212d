import { remainingChance, type CircuitState } from '@psi/engine';
import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';
import './itt-columns';
import { setRemainingChance } from '../circuits/repository';
import { logCircuitAbandoned } from '../transparency/log-entries';

export interface StoppedCircuit {
  id: string;
  playerId: string;
  state: CircuitState;
  /** Started before its player signed in to this account: the world counts it, the account does not. */
  carriedIn: boolean;
}

/**
 * Counts a circuit that stopped before its end (intention to treat, docs/statistics.md): its expected
 * main score given the play so far and the variance chance still had go on the circuit row and into
 * the player's and the world's sums. Call it inside the transaction that marks the circuit abandoned,
 * so a circuit is counted exactly once (and logged once: transparency/log-entries.ts).
 */
export async function recordAbandoned(trx: AppDb, c: StoppedCircuit): Promise<void> {
  const { mean, variance } = remainingChance(c.state);
  await setRemainingChance(trx, c.id, mean, variance);
  const { control } = await logCircuitAbandoned(trx, {
    id: c.id,
    state: c.state,
    expectedScore: mean,
    remainingVariance: variance,
  });
  if (!c.carriedIn) await addToPlayer(trx, c.playerId, mean, variance);
  // A control circuit counts for the controls (their player's sums), never for the world.
  if (control) return;
  await trx
    .updateTable('world_stats')
    .set({
      abandoned: sql`abandoned + 1`,
      abandoned_expected_sum: sql`abandoned_expected_sum + ${mean}::float8`,
      abandoned_variance_sum: sql`abandoned_variance_sum + ${variance}::float8`,
    })
    .where('id', '=', 1)
    .execute();
}

async function addToPlayer(trx: AppDb, playerId: string, mean: number, variance: number): Promise<void> {
  await trx
    .insertInto('player_stats')
    .values({
      player_id: playerId,
      circuits: 0,
      score_sum: 0,
      score_sq_sum: 0,
      karma_sum: 0,
      orbs_sum: 0,
      good_outcomes: 0,
      best_score: null,
      abandoned: 1,
      abandoned_expected_sum: mean,
      abandoned_variance_sum: variance,
    })
    .onConflict((oc) =>
      oc.column('player_id').doUpdateSet({
        abandoned: sql`player_stats.abandoned + 1`,
        abandoned_expected_sum: sql`player_stats.abandoned_expected_sum + excluded.abandoned_expected_sum`,
        abandoned_variance_sum: sql`player_stats.abandoned_variance_sum + excluded.abandoned_variance_sum`,
      }),
    )
    .execute();
}
