import type { AppDb } from '../db/app-db';
import { activeCircuitsOf, markAbandoned, moveCircuits } from '../circuits/repository';
import { isAccount } from './account-store';
import { giveThreads } from '../feedback/feedback-store';
import { deletePlayer, lockPlayer } from '../players/player-store';
import { giveOrders } from '../purchases/order-store';
import { mergePlayerStats } from '../stats/repository';

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
    if (!(await lockPlayer(trx, anonymousId))) return [];
    if (await isAccount(trx, anonymousId)) return []; // never merge one account into another

    const actives = await activeCircuitsOf(trx, [anonymousId, accountId]);
    for (const stale of actives.slice(1)) await markAbandoned(trx, stale.id, now);
    const moved = await moveCircuits(trx, anonymousId, accountId);

    await mergePlayerStats(trx, anonymousId, accountId);
    // docs/decisions.md: the anonymous player's feedback threads and orders (paid passes) are the account's too;
    // deleting the player would otherwise cascade them away.
    await giveThreads(trx, anonymousId, accountId);
    await giveOrders(trx, anonymousId, accountId);
    await deletePlayer(trx, anonymousId);
    return moved.map((c) => c.id);
  });
}
