// Stripe Checkout (the `stripe` package): a hosted payment page per order, and webhook events
// whose signature must verify against STRIPE_WEBHOOK_SECRET before anything is believed.
import Stripe from 'stripe';
import type { PaymentProvider } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests swap the network for a fake (Stripe.createFetchHttpClient). */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
}

export interface StripeProvider extends PaymentProvider {
  /** Throws when the signature does not verify or is older than Stripe's 5-minute tolerance. */
  verifyEvent(rawBody: Buffer, signature: string, now: Date): Stripe.Event;
}

export function stripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.httpClient ? { httpClient: settings.httpClient } : {}),
  });
  return {
    name: 'stripe',
    async startCheckout(order, origin) {
      const back = `${origin}/buy-page?order=${encodeURIComponent(order.id)}`;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency,
                unit_amount: order.amount,
                product_data: { name: order.title, ...(order.description ? { description: order.description } : {}) },
              },
            },
          ],
          client_reference_id: order.id,
          metadata: { order_id: order.id },
          success_url: `${back}&status=success`,
          cancel_url: `${back}&status=cancelled`,
        },
        { idempotencyKey: `order-${order.id}` },
      );
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
      return { checkoutUrl: session.url, providerRef: session.id };
    },
    verifyEvent(rawBody, signature, now) {
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        undefined,
        undefined,
        now.getTime(),
      );
    },
  };
}
