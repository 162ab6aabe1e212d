import { Type } from 'typebox';
import { CatalogueItem } from './catalogue';

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
export const OrderParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const WebhookAnswer = Type.Object({ received: Type.Literal(true), outcome: Type.String() });
