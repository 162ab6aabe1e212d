// What a verified Stripe event does to an order. Every event id is recorded once (payment_events),
// in the same transaction as its effect, so a redelivered event is recognised and does nothing.
import type Stripe from 'stripe';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { cancelOrder, fulfilOrder, isOrderId } from './order-store';

export type WebhookOutcome =
  'fulfilled' | 'already_paid' | 'cancelled' | 'duplicate' | 'ignored' | 'mismatch' | 'not_found' | 'awaiting_payment';

function orderIdOf(session: Stripe.Checkout.Session): string | null {
  const id = session.metadata?.order_id ?? session.client_reference_id ?? null;
  return id !== null && isOrderId(id) ? id : null;
}

export async function applyStripeEvent(db: Kysely<Database>, event: Stripe.Event, now: Date): Promise<WebhookOutcome> {
  return db.transaction().execute(async (trx) => {
    const session = event.type.startsWith('checkout.session.') ? (event.data.object as Stripe.Checkout.Session) : null;
    const orderId = session ? orderIdOf(session) : null;
    const exists =
      orderId === null
        ? undefined
        : await trx.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        provider: 'stripe',
        event_id: event.id,
        type: event.type,
        order_id: exists ? orderId : null,
        received_at: now,
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate';
    if (!session) return 'ignored';
    if (orderId === null || !exists) return 'not_found';

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        // A completed session may still be waiting for a bank transfer: fulfil only when paid.
        if (session.payment_status !== 'paid') return 'awaiting_payment';
        return fulfilOrder(
          trx,
          orderId,
          {
            provider: 'stripe',
            providerRef: session.id,
            amount: session.amount_total,
            currency: session.currency,
          },
          now,
        );
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        return (await cancelOrder(trx, orderId, now)) ? 'cancelled' : 'ignored';
      default:
        return 'ignored';
    }
  });
}
