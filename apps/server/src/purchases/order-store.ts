// Orders: created 'pending' when a checkout starts; 'paid' exactly once (fulfilOrder); 'cancelled'
// when the player or the provider gives up. A paid order's circuits add to the player's allowance.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { CatalogueItem } from './catalogue';
import type { OrdersTable, OrderStatus, ProviderName } from './tables';

type Db = Kysely<Database> | Transaction<Database>;

export interface Order {
  id: string;
  itemId: string;
  title: string;
  circuits: number;
  amount: number;
  currency: string;
  provider: ProviderName;
  status: OrderStatus;
  createdAt: string;
  fulfilledAt: string | null;
}

const columns = [
  'id',
  'item_id',
  'item_title',
  'circuits',
  'amount',
  'currency',
  'provider',
  'status',
  'created_at',
  'fulfilled_at',
] as const;
type Row = Pick<OrdersTable, (typeof columns)[number]>;

function toOrder(row: Row): Order {
  return {
    id: row.id,
    itemId: row.item_id,
    title: row.item_title,
    circuits: row.circuits,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    fulfilledAt: row.fulfilled_at ? new Date(row.fulfilled_at).toISOString() : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isOrderId = (id: string): boolean => UUID.test(id);

/** The item's title, circuits and price are copied into the order: a later catalogue edit does not change it. */
export async function createOrder(
  db: Db,
  playerId: string,
  item: CatalogueItem,
  provider: ProviderName,
  now: Date,
): Promise<Order> {
  const row = await db
    .insertInto('orders')
    .values({
      id: randomUUID(),
      player_id: playerId,
      item_id: item.id,
      item_title: item.title,
      circuits: item.circuits,
      amount: item.price,
      currency: item.currency,
      provider,
      provider_ref: null,
      status: 'pending',
      created_at: now,
      updated_at: now,
      fulfilled_at: null,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toOrder(row);
}

export async function setProviderRef(db: Db, orderId: string, ref: string, now: Date): Promise<void> {
  await db.updateTable('orders').set({ provider_ref: ref, updated_at: now }).where('id', '=', orderId).execute();
}

export async function findOrder(db: Db, playerId: string, id: string): Promise<Order | null> {
  if (!isOrderId(id)) return null;
  const row = await db
    .selectFrom('orders')
    .select(columns)
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row ? toOrder(row) : null;
}

export async function listOrders(db: Db, playerId: string): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .select(columns)
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(50)
    .execute();
  return rows.map(toOrder);
}

/** What a provider says it was paid for, checked against the stored order before fulfilling. */
export interface PaidFor {
  provider: ProviderName;
  providerRef?: string | null;
  amount?: number | null;
  currency?: string | null;
}

export type FulfilResult = 'fulfilled' | 'already_paid' | 'not_found' | 'mismatch';

/**
 * Marks the order paid, once. The update only matches an unpaid order, so however many times a
 * webhook is delivered (or the test page's Pay is pressed), the order is fulfilled exactly once.
 * A cancelled order can still be paid: money that arrives is honoured.
 */
export async function fulfilOrder(db: Db, orderId: string, paid: PaidFor, now: Date): Promise<FulfilResult> {
  if (!isOrderId(orderId)) return 'not_found';
  const order = await db
    .selectFrom('orders')
    .select(['provider', 'provider_ref', 'amount', 'currency', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return 'not_found';
  const differs =
    order.provider !== paid.provider ||
    (paid.providerRef !== undefined && paid.providerRef !== order.provider_ref) ||
    (paid.amount != null && paid.amount !== order.amount) ||
    (paid.currency != null && paid.currency.toLowerCase() !== order.currency);
  if (differs) return 'mismatch';
  const updated = await db
    .updateTable('orders')
    .set({ status: 'paid', fulfilled_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '!=', 'paid')
    .returning('id')
    .executeTakeFirst();
  return updated ? 'fulfilled' : 'already_paid';
}

/** Cancels a pending order (the player's Cancel, or Stripe's session expired); a paid order stays paid. */
export async function cancelOrder(db: Db, orderId: string, now: Date, playerId?: string): Promise<boolean> {
  if (!isOrderId(orderId)) return false;
  let query = db
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'pending');
  if (playerId !== undefined) query = query.where('player_id', '=', playerId);
  const row = await query.returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Gives every order of one player to another (an anonymous player who logs in, docs/decisions.md). */
export async function giveOrders(trx: Db, fromPlayerId: string, toPlayerId: string): Promise<void> {
  await trx.updateTable('orders').set({ player_id: toPlayerId }).where('player_id', '=', fromPlayerId).execute();
}
