import type { AppDb } from '../db/app-db';
import { closeAndCount } from '../circuits/abandon';
import { deleteCircuitsOf } from '../circuits/repository';
import { deletePlayer, lockPlayer } from '../players/player-store';

/**
 * Deletes an account and everything of it, in one transaction: first its unfinished circuit is closed
 * and counted exactly as abandoning does (intention to treat), so deleting an account can never hide a
 * bad circuit from the world; then its circuits (their moves cascade) and the player row, which
 * cascades to the account, statistics, sessions and reset links. The world's running sums keep every
 * circuit's score: they hold no one's identity. Returns the circuit ids deleted and whether one was
 * closed (for the caches).
 */
export async function deleteAccount(
  db: AppDb,
  playerId: string,
  now: Date,
): Promise<{ deleted: string[]; closed: number }> {
  return db.transaction().execute(async (trx) => {
    // Lock the player so a circuit starting at this instant waits, then is refused (no player).
    if (!(await lockPlayer(trx, playerId))) return { deleted: [], closed: 0 };
    const closed = await closeAndCount(trx, (eb) => eb('player_id', '=', playerId), now, 'account-deleted');
    const circuits = await deleteCircuitsOf(trx, playerId);
    await deletePlayer(trx, playerId);
    return { deleted: circuits.map((c) => c.id), closed: closed.length };
  });
}
