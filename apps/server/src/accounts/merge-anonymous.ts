import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';
import { activeCircuitsOf, markAbandoned, moveCircuits } from '../circuits/repository';

/**
 * Carries an anonymous player's history into an account on login (docs/accounts.md): its circuits
 * change owner and its statistics row is added to the account's, then the anonymous player is
 * deleted. One transaction, so every circuit is counted exactly once: the world statistics already
 * hold these circuits and are not touched. If both have an unfinished circuit, the one played most
 * recently stays active and the other is abandoned (a player has at most one active circuit).
 * Returns the ids of the circuits that moved (the caller drops them from the circuit cache).
 */
export async function mergeAnonymousInto(
  db: AppDb,
  anonymousId: string,
  accountId: string,
  now: Date,
): Promise<string[]> {
  if (anonymousId === accountId) return [];
  return db.transaction().execute(async (trx) => {
    // Lock the anonymous player so a circuit finishing at this instant waits for the move.
    const anon = await trx
      .selectFrom('players')
      .select('id')
      .where('id', '=', anonymousId)
      .forUpdate()
      .executeTakeFirst();
    if (!anon) return [];
    const isAccount = await trx
      .selectFrom('accounts')
      .select('player_id')
      .where('player_id', '=', anonymousId)
      .executeTakeFirst();
    if (isAccount) return []; // never merge one account into another

    const actives = await activeCircuitsOf(trx, [anonymousId, accountId]);
    for (const stale of actives.slice(1)) await markAbandoned(trx, stale.id, now);
    const moved = await moveCircuits(trx, anonymousId, accountId);

    const stats = await trx
      .deleteFrom('player_stats')
      .where('player_id', '=', anonymousId)
      .returningAll()
      .executeTakeFirst();
    if (stats) {
      await trx
        .insertInto('player_stats')
        .values({ ...stats, player_id: accountId })
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
    // docs/decisions.md: the anonymous player's feedback threads and orders (paid passes) are the account's too;
    // deleting the player would otherwise cascade them away.
    await trx
      .updateTable('feedback_threads')
      .set({ player_id: accountId })
      .where('player_id', '=', anonymousId)
      .execute();
    await trx.updateTable('orders').set({ player_id: accountId }).where('player_id', '=', anonymousId).execute();
    await trx.deleteFrom('players').where('id', '=', anonymousId).execute();
    return moved.map((c) => c.id);
  });
}
