// FREE_CIRCUITS (docs/purchases.md): how many circuits a player may start, and how many are left.
// Every circuit started counts (finished, abandoned or in play); each paid order adds its circuits.
import type { Kysely, Transaction } from 'kysely';
import { ApiError } from '../http/api-error';
import { countStartedCircuits } from '../circuits/repository';
import type { Database } from '../db/schema';
import { lockPlayer } from '../players/player-store';

export interface Entitlement {
  /** FREE_CIRCUITS; null when unlimited (the gate is off). */
  freeCircuits: number | null;
  /** Circuits this player has started: what FREE_CIRCUITS counts (the resume call's already_plyed). */
  started: number;
  /** Circuits unlocked by paid orders. */
  purchased: number;
  /** Circuits the player may still start; null when unlimited. */
  circuitsLeft: number | null;
}

type Db = Kysely<Database> | Transaction<Database>;

export async function entitlement(db: Db, playerId: string, freeCircuits: number | null): Promise<Entitlement> {
  const [startedCount, purchased] = await Promise.all([
    countStartedCircuits(db, playerId),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('circuits'), eb.lit(0)).as('n'))
      .where('player_id', '=', playerId)
      .where('status', '=', 'paid')
      .executeTakeFirst(),
  ]);
  const purchasedCount = Number(purchased?.n ?? 0);
  return {
    freeCircuits,
    started: startedCount,
    purchased: purchasedCount,
    circuitsLeft: freeCircuits === null ? null : Math.max(0, freeCircuits + purchasedCount - startedCount),
  };
}

export const passRequired = (free: number): ApiError =>
  new ApiError('payment_required', {
    error: 'pass_required',
    message:
      free === 0
        ? 'A pass is needed to play a circuit. The buy page has one.'
        : `You have played your ${free} free circuit${free === 1 ? '' : 's'}. A Play Again pass unlocks more on the buy page.`,
  });

/**
 * The server-side gate, run inside the transaction that starts a circuit. The player's row is
 * locked first, so two starts at once are counted one after the other and cannot both slip through.
 * Undefined when FREE_CIRCUITS is unlimited: no gate, so a start can be the one-statement insert
 * (circuits/circuit-store.ts) rather than a transaction that checks nothing.
 */
export function circuitGate(
  freeCircuits: number | null,
): ((trx: Transaction<Database>, playerId: string) => Promise<ApiError | null>) | undefined {
  if (freeCircuits === null) return undefined;
  return async (trx: Transaction<Database>, playerId: string): Promise<ApiError | null> => {
    await lockPlayer(trx, playerId);
    const { circuitsLeft } = await entitlement(trx, playerId, freeCircuits);
    return circuitsLeft === 0 ? passRequired(freeCircuits) : null;
  };
}
