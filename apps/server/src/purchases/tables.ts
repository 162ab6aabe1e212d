// Kysely row types of migrations/016 (orders and verified payment events).
export type OrderStatus = 'pending' | 'paid' | 'cancelled';
export type ProviderName = 'sandbox' | 'stripe';

export interface OrdersTable {
  id: string;
  player_id: string;
  item_id: string;
  item_title: string;
  /** Circuits the item unlocks once paid. */
  circuits: number;
  /** In the currency's minor unit (cents). */
  amount: number;
  currency: string;
  provider: ProviderName;
  /** Stripe's Checkout Session id; null for the sandbox. */
  provider_ref: string | null;
  status: OrderStatus;
  created_at: Date;
  updated_at: Date;
  fulfilled_at: Date | null;
}

export interface PaymentEventsTable {
  provider: ProviderName;
  event_id: string;
  type: string;
  order_id: string | null;
  received_at: Date;
}

export interface PurchaseTables {
  orders: OrdersTable;
  payment_events: PaymentEventsTable;
}
