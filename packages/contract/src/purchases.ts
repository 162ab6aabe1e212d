import { Type } from 'typebox';
import { IdParams } from './common';

/** An item of the buy page's catalogue (CATALOGUE_FILE, docs/purchases.md). */
export const CatalogueItem = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$', description: 'Stable id, kebab-case (orders keep it)' }),
    title: Type.String({ minLength: 1, maxLength: 80 }),
    description: Type.String({ maxLength: 400 }),
    circuits: Type.Integer({
      minimum: 1,
      maximum: 100_000,
      description: 'Circuits the item unlocks after the free ones',
    }),
    price: Type.Integer({ minimum: 50, maximum: 100_000_00, description: "In the currency's minor unit: 299 = 2.99" }),
    currency: Type.String({ pattern: '^[a-z]{3}$', description: 'ISO 4217, lowercase (eur, usd, gbp)' }),
  },
  { additionalProperties: false },
);

export const Order = Type.Object({
  id: Type.String({ format: 'uuid' }),
  itemId: Type.String(),
  title: Type.String(),
  circuits: Type.Integer(),
  amount: Type.Integer({ description: 'Minor units of the currency (cents)' }),
  currency: Type.String(),
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('stripe')]),
  status: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('cancelled')]),
  createdAt: Type.String({ format: 'date-time' }),
  fulfilledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const EntitlementBody = Type.Object({
  freeCircuits: Type.Union([Type.Integer(), Type.Null()], { description: 'FREE_CIRCUITS; null = unlimited' }),
  started: Type.Integer({ description: 'Circuits started (what FREE_CIRCUITS counts)' }),
  purchased: Type.Integer({ description: 'Circuits unlocked by paid orders' }),
  circuitsLeft: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Circuits the player may still start; null = unlimited',
  }),
});

export const CatalogueBody = Type.Object({
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('stripe')]),
  freeCircuits: Type.Union([Type.Integer(), Type.Null()]),
  items: Type.Array(CatalogueItem),
});

export const NewOrderBody = Type.Object(
  { itemId: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export const CheckoutBody = Type.Object({ order: Order, checkoutUrl: Type.String() });
export const OrderParams = IdParams;
export const OrderList = Type.Object({ orders: Type.Array(Order) });
export const WebhookAnswer = Type.Object({ received: Type.Literal(true), outcome: Type.String() });
