import type { AppDb } from '../db/app-db';

/**
 * Gives an anonymous player's synced offline circuits to the account they log in to, inside the
 * login's transaction, before the anonymous player is deleted (which would cascade them away).
 * Returns how many moved.
 */
export async function giveOfflineCircuits(trx: AppDb, fromPlayerId: string, toPlayerId: string): Promise<number> {
  const rows = await trx
    .updateTable('offline_circuits')
    .set({ player_id: toPlayerId })
    .where('player_id', '=', fromPlayerId)
    .returning('id')
    .execute();
  return rows.length;
}
