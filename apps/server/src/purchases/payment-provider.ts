// A payment provider starts a checkout for a stored order. Fulfilment never happens here: the
// sandbox's test checkout page and Stripe's verified webhook both go through fulfilOrder.
import type { ProviderName } from './tables';

export interface CheckoutOrder {
  id: string;
  title: string;
  description: string;
  amount: number;
  currency: string;
}

export interface Checkout {
  /** Where the app sends the player to pay: the sandbox's test page, or Stripe's hosted page. */
  checkoutUrl: string;
  /** The provider's own id for this checkout (Stripe's Checkout Session id); null for the sandbox. */
  providerRef: string | null;
}

export interface PaymentProvider {
  name: ProviderName;
  /** `origin` is PUBLIC_URL, the app's address, for the pages Stripe returns to (never taken from Host). */
  startCheckout(order: CheckoutOrder, origin: string): Promise<Checkout>;
}

/** The built-in default: no money moves; the app's test checkout page completes or cancels the order. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  startCheckout: async (order) => ({
    checkoutUrl: `/sandbox-checkout?order=${encodeURIComponent(order.id)}`,
    providerRef: null,
  }),
};
