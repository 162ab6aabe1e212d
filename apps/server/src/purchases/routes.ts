import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentPlayer, requireSession } from '../auth/session';
import {
  CatalogueBody,
  CheckoutBody,
  EntitlementBody,
  ErrorBody,
  NewOrderBody,
  Order,
  OrderList,
  OrderParams,
  SessionErrorBody,
  WebhookAnswer,
} from '@psi/contract';
import { ApiError } from '../http/api-error';
import { BearerAuth } from '../plugins/openapi';
import { registerOwnRows } from '../plugins/own-rows-routes';
import type { RoutePlugin } from '../app-context';
import { catalogueSource } from './catalogue';
import { entitlement } from './entitlement';
import { cancelOrder, createOrder, findOrder, fulfilOrder, listOrders, setProviderRef } from './order-store';
import { sandboxProvider, type PaymentProvider } from './payment-provider';
import { stripeProvider, type StripeSettings } from './stripe-provider';
import { applyStripeEvent } from './stripe-webhook';

const orderNotFound = { error: 'not_found', message: 'There is no such order for this player.' } as const;

/**
 * The buy page (docs/purchases.md): the catalogue, orders, the sandbox's test checkout and Stripe's
 * webhook. `stripeHttpClient` lets tests run the Stripe provider without the network.
 */
export function purchaseRoutesWith(overrides: Pick<StripeSettings, 'httpClient'> = {}): RoutePlugin {
  return async (plain) => {
    const ctx = plain.ctx;
    const { config, db } = ctx;
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const catalogue = catalogueSource(config.catalogueFile, (message) =>
      app.log.error(`catalogue not reloaded, the last good one stays: ${message}`),
    );
    const stripe = config.stripe ? stripeProvider({ ...config.stripe, ...overrides }) : null;
    const provider: PaymentProvider = stripe ?? sandboxProvider;

    app.get(
      '/api/catalogue',
      {
        schema: {
          tags: ['purchases'],
          summary: 'What the buy page sells, and through which provider',
          response: { 200: CatalogueBody },
        },
      },
      async () => ({ provider: provider.name, freeCircuits: config.freeCircuits, items: catalogue.current().items }),
    );

    await app.register(async (scope) => {
      const player = scope.withTypeProvider<TypeBoxTypeProvider>();
      player.decorateRequest('player', null);
      player.addHook('preHandler', requireSession(ctx));
      const common = { tags: ['purchases'], security: BearerAuth };
      const unauthorised = { 401: SessionErrorBody };

      player.get(
        '/api/entitlement',
        {
          schema: {
            ...common,
            summary: 'Circuits played and left under FREE_CIRCUITS',
            response: { 200: EntitlementBody, ...unauthorised },
          },
        },
        async (request) => entitlement(db, currentPlayer(request).playerId, config.freeCircuits),
      );

      registerOwnRows(scope, common, {
        path: '/api/orders',
        listSummary: "The player's orders, newest first",
        listSchema: OrderList,
        list: async (playerId) => ({ orders: await listOrders(db, playerId) }),
        itemSummary: 'One order and its status',
        itemSchema: Order,
        item: (playerId, id) => findOrder(db, playerId, id),
        notFound: orderNotFound,
      });

      player.post(
        '/api/orders',
        {
          schema: {
            ...common,
            summary: 'Start a checkout for a catalogue item',
            body: NewOrderBody,
            response: { 201: CheckoutBody, 400: ErrorBody, 502: ErrorBody, ...unauthorised },
          },
        },
        async (request, reply) => {
          const item = catalogue.find(request.body.itemId);
          if (!item)
            throw new ApiError('bad_request', {
              error: 'unknown_item',
              message: `There is no item "${request.body.itemId}" in the catalogue.`,
            });
          const now = ctx.now();
          const order = await createOrder(db, currentPlayer(request).playerId, item, provider.name, now);
          try {
            const checkout = await provider.startCheckout(
              { ...order, description: item.description },
              config.publicUrl,
            );
            if (checkout.providerRef !== null) await setProviderRef(db, order.id, checkout.providerRef, now);
            return reply.code(201).send({ order, checkoutUrl: checkout.checkoutUrl });
          } catch (error) {
            request.log.error({ err: error, order: order.id }, 'the payment provider could not start a checkout');
            await cancelOrder(db, order.id, ctx.now());
            throw new ApiError('bad_gateway', {
              error: 'payment_provider_error',
              message: 'The payment service could not start a checkout. Nothing was charged; please try again later.',
            });
          }
        },
      );

      // The sandbox's test checkout page: only while no real provider is configured.
      if (provider.name === 'sandbox') {
        player.post(
          '/api/sandbox/orders/:id/pay',
          {
            schema: {
              ...common,
              summary: 'Sandbox only: complete a test payment (no money moves)',
              params: OrderParams,
              response: { 200: Order, 404: ErrorBody, 409: ErrorBody, ...unauthorised },
            },
          },
          async (request, reply) => {
            const playerId = currentPlayer(request).playerId;
            const order = await findOrder(db, playerId, request.params.id);
            if (!order) throw new ApiError('not_found', orderNotFound);
            const result = await fulfilOrder(db, order.id, { provider: 'sandbox' }, ctx.now());
            if (result === 'mismatch')
              throw new ApiError('conflict', {
                error: 'wrong_provider',
                message: 'This order is not a sandbox order.',
              });
            return reply.send((await findOrder(db, playerId, order.id))!);
          },
        );

        player.post(
          '/api/sandbox/orders/:id/cancel',
          {
            schema: {
              ...common,
              summary: 'Sandbox only: cancel a pending test payment',
              params: OrderParams,
              response: { 200: Order, 404: ErrorBody, ...unauthorised },
            },
          },
          async (request, reply) => {
            const playerId = currentPlayer(request).playerId;
            const order = await findOrder(db, playerId, request.params.id);
            if (!order) throw new ApiError('not_found', orderNotFound);
            await cancelOrder(db, order.id, ctx.now(), playerId);
            return reply.send((await findOrder(db, playerId, order.id))!);
          },
        );
      }
    });

    if (stripe) {
      // Stripe signs the exact bytes it sent: this route alone keeps JSON bodies raw.
      await app.register(async (scope) => {
        const hook = scope.withTypeProvider<TypeBoxTypeProvider>();
        hook.removeContentTypeParser('application/json');
        hook.addContentTypeParser(
          'application/json',
          { parseAs: 'buffer', bodyLimit: 256 * 1024 },
          (_request, body, done) => done(null, body),
        );
        hook.post(
          '/api/payments/stripe/webhook',
          {
            schema: {
              tags: ['purchases'],
              summary: 'Stripe webhook: fulfils orders from verified events only',
              headers: Type.Object({ 'stripe-signature': Type.String({ minLength: 1, maxLength: 2048 }) }),
              response: { 200: WebhookAnswer, 400: ErrorBody },
            },
          },
          async (request, reply) => {
            let event;
            try {
              event = stripe.verifyEvent(
                request.body as Buffer,
                String(request.headers['stripe-signature']),
                ctx.now(),
              );
            } catch (error) {
              request.log.warn(
                { reason: (error as Error).message },
                'Stripe webhook refused: signature does not verify',
              );
              throw new ApiError('bad_request', {
                error: 'bad_signature',
                message: 'The Stripe-Signature header does not verify for this body.',
              });
            }
            const outcome = await applyStripeEvent(db, event, ctx.now());
            if (outcome === 'mismatch' || outcome === 'not_found')
              request.log.warn({ event: event.id, type: event.type, outcome }, 'Stripe event not applied');
            else request.log.info({ event: event.id, type: event.type, outcome }, 'Stripe event');
            return reply.send({ received: true, outcome });
          },
        );
      });
    }
  };
}

export const purchaseRoutes: RoutePlugin = purchaseRoutesWith();
