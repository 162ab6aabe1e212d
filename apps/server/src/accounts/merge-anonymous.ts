import type { AppDb } from '../db/app-db';
import { activeCircuitsOf, moveCircuits } from '../circuits/repository';
import { closeAndCount } from '../circuits/abandon';
import { giveOfflineCircuits } from '../offline-sync/give-offline';
import { isAccount } from './account-store';
import { giveThreads } from '../feedback/feedback-store';
import { deletePlayer, lockPlayer } from '../players/player-store';
import { deleteSessions } from '../players/revoke-sessions';
import { giveOrders } from '../purchases/order-store';
import { dropPlayerStats } from '../stats/repository';

/**
 * Carries an anonymous player's history into an account on login (docs/accounts.md): its circuits,
 * verified and offline, change owner, then the anonymous player is deleted. The carried circuits are
 * marked and stay outside the account's statistics (an account counts only circuits started while
 * signed in to it, so which anonymous batches to carry in cannot be chosen after the fact), and the
 * anonymous statistics row is dropped. One transaction, so every circuit is counted exactly once: the
 * world statistics already hold these circuits and are not touched. If both have an unfinished
 * circuit, the one played most recently stays active and the other is abandoned and counted at once
 * (intention to treat; a player has at most one active circuit).
 * Returns the ids of the circuits that moved and of those closed (the caller drops them from the circuit
 * cache, and the world's answer if one closed), and the token hashes of the anonymous player's sessions,
 * ended with it (announced to every process at commit; the caller forgets them in this one).
 */
export async function mergeAnonymousInto(
  db: AppDb,
  anonymousId: string,
  accountId: string,
  now: Date,
): Promise<{ moved: string[]; closed: string[]; sessions: string[] }> {
  const none = { moved: [], closed: [], sessions: [] };
  if (anonymousId === accountId) return none;
  return db.transaction().execute(async (trx) => {
    // Lock the anonymous player so a circuit finishing at this instant waits for the move.
    if (!(await lockPlayer(trx, anonymousId))) return none;
    if (await isAccount(trx, anonymousId)) return none; // never merge one account into another

    const actives = await activeCircuitsOf(trx, [anonymousId, accountId]);
    const stale = actives.slice(1).map((c) => c.id);
    const closed = stale.length > 0 ? await closeAndCount(trx, (eb) => eb('id', 'in', stale), now, 'login') : [];
    const moved = await moveCircuits(trx, anonymousId, accountId);
    await dropPlayerStats(trx, anonymousId);
    await giveOfflineCircuits(trx, anonymousId, accountId);
    // docs/decisions.md: the anonymous player's feedback threads and orders (paid passes) are the account's too;
    // deleting the player would otherwise cascade them away.
    await giveThreads(trx, anonymousId, accountId);
    await giveOrders(trx, anonymousId, accountId);
    // Its other sessions (another tab, a second device) would otherwise go with the cascade, unannounced.
    const sessions = await deleteSessions(trx, (eb) => eb('player_id', '=', anonymousId));
    await deletePlayer(trx, anonymousId);
    return { moved: moved.map((c) => c.id), closed, sessions };
  });
}
