// Stripe Checkout: sessions are created through the real `stripe` package with its network swapped
// for a fake; webhooks are signed with the package's own test helper.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circuitRoutes } from '../src/circuits/routes';
import { legacyRoutes } from '../src/legacy/routes';
import { playerRoutes } from '../src/players/routes';
import { purchaseRoutesWith } from '../src/purchases/routes';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, type TestPlayer } from './support/game';

const SECRET = 'whsec_test_secret_for_psi';
const signer = new Stripe('sk_test_psi_fake');
let clock = new Date('2031-05-01T12:00:00Z');
const sent: { url: string; body: string }[] = [];
let sessionCount = 0;
/** Answers 500 this many times (Stripe's client retries twice before giving up). */
let failures = 0;

// Stripe's API as far as Checkout Session creation goes.
const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const url = String(input);
  sent.push({ url, body: String(init?.body ?? '') });
  if (failures > 0) {
    failures -= 1;
    return new Response(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  }
  const id = `cs_test_${++sessionCount}`;
  return new Response(
    JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }),
    {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': `req_${sessionCount}` },
    },
  );
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    now: () => clock,
    config: {
      freeCircuits: 0,
      publicUrl: 'https://psi.example',
      stripe: { secretKey: 'sk_test_psi_fake', webhookSecret: SECRET },
    },
    routes: [
      playerRoutes,
      circuitRoutes,
      legacyRoutes,
      purchaseRoutesWith({ httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch) }),
    ],
  });
});
afterAll(() => app.close());

async function checkout(player: TestPlayer) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: player.headers,
    payload: { itemId: 'play-again' },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { order: { id: string; status: string }; checkoutUrl: string };
}

function sessionEvent(eventId: string, type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(clock.getTime() / 1000),
    data: { object: { object: 'checkout.session', ...session } },
  });
}

function deliver(payload: string, options: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const signature =
    options.signature ??
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? SECRET,
      timestamp: options.timestamp ?? Math.floor(clock.getTime() / 1000),
    });
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const paidSession = (orderId: string, sessionId: string, extra: Record<string, unknown> = {}) => ({
  id: sessionId,
  payment_status: 'paid',
  amount_total: 299,
  currency: 'eur',
  client_reference_id: orderId,
  metadata: { order_id: orderId },
  ...extra,
});
const orderStatus = async (player: TestPlayer, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: player.headers })).json().status;
const purchased = async (player: TestPlayer) =>
  (await app.inject({ method: 'GET', url: '/api/entitlement', headers: player.headers })).json().purchased;

describe('POST /api/orders with Stripe', () => {
  it("creates a Checkout Session for the item's price, keyed to the order, and sends the player to Stripe", async () => {
    const player = await newPlayer(app);
    const body = await checkout(player);
    expect(body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    const request = sent.at(-1)!;
    expect(request.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const form = new URLSearchParams(request.body);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '299',
      'line_items[0][price_data][product_data][name]': 'Play Again pass',
      client_reference_id: body.order.id,
      'metadata[order_id]': body.order.id,
      success_url: `https://psi.example/buy-page?order=${body.order.id}&status=success`,
    });
    expect(await orderStatus(player, body.order.id)).toBe('pending');
  });

  it('answers 502 and cancels the order when Stripe cannot be reached', async () => {
    const player = await newPlayer(app);
    failures = 3;
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: player.headers,
      payload: { itemId: 'play-again' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe('payment_provider_error');
    const orders = (await app.inject({ method: 'GET', url: '/api/orders', headers: player.headers })).json().orders;
    expect(orders.map((o: { status: string }) => o.status)).toEqual(['cancelled']);
  });

  it('offers no sandbox payment while Stripe is the provider', async () => {
    const player = await newPlayer(app);
    const { order } = await checkout(player);
    const response = await app.inject({
      method: 'POST',
      url: `/api/sandbox/orders/${order.id}/pay`,
      headers: player.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/catalogue' })).json().provider).toBe('stripe');
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('fulfils the order from a completed, paid session whose signature verifies, and unlocks its circuits', async () => {
    const player = await newPlayer(app);
    const { order } = await checkout(player);
    expect(
      (await app.inject({ method: 'POST', url: '/api/circuits', headers: player.headers, payload: {} })).statusCode,
    ).toBe(402);
    const response = await deliver(
      sessionEvent('evt_paid_1', 'checkout.session.completed', paidSession(order.id, `cs_test_${sessionCount}`)),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'fulfilled' });
    expect(await orderStatus(player, order.id)).toBe('paid');
    expect(await purchased(player)).toBe(10);
    expect(
      (await app.inject({ method: 'POST', url: '/api/circuits', headers: player.headers, payload: {} })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['signed with another secret', { secret: 'whsec_someone_else' }],
    ['with a made-up signature', { signature: 't=1922270400,v1=deadbeef' }],
    ['replayed after the five-minute tolerance', { timestamp: Math.floor(clock.getTime() / 1000) - 6 * 60 }],
  ])('answers 400 bad_signature for an event %s, and fulfils nothing', async (_case, options) => {
    const player = await newPlayer(app);
    const { order } = await checkout(player);
    const response = await deliver(
      sessionEvent(
        `evt_bad_${order.id}`,
        'checkout.session.completed',
        paidSession(order.id, `cs_test_${sessionCount}`),
      ),
      options,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('bad_signature');
    expect(await orderStatus(player, order.id)).toBe('pending');
  });

  it('answers 400 for a body changed after signing', async () => {
    const player = await newPlayer(app);
    const { order } = await checkout(player);
    const payload = sessionEvent(
      'evt_tamper',
      'checkout.session.completed',
      paidSession(order.id, `cs_test_${sessionCount}`, { payment_status: 'unpaid' }),
    );
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(clock.getTime() / 1000),
    });
    const response = await deliver(payload.replace('"unpaid"', '"paid"'), { signature });
    expect(response.statusCode).toBe(400);
    expect(await orderStatus(player, order.id)).toBe('pending');
  });

  it('answers 400 naming the header when Stripe-Signature is missing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('stripe-signature');
  });

  it('fulfils once when the same event is delivered again, and when a second event reports the same payment', async () => {
    const player = await newPlayer(app);
    const { order } = await checkout(player);
    const session = paidSession(order.id, `cs_test_${sessionCount}`);
    const payload = sessionEvent('evt_dup_1', 'checkout.session.completed', session);
    const answers = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['duplicate', 'duplicate', 'fulfilled']);
    clock = new Date(clock.getTime() + 60_000);
    expect((await deliver(payload)).json().outcome).toBe('duplicate');
    expect(
      (await deliver(sessionEvent('evt_dup_2', 'checkout.session.async_payment_succeeded', session))).json().outcome,
    ).toBe('already_paid');
    expect(await purchased(player)).toBe(10);
    const fulfilled = await app.ctx.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('order_id', '=', order.id)
      .execute();
    expect(fulfilled.map((e) => e.event_id).sort()).toEqual(['evt_dup_1', 'evt_dup_2']);
  });

  it('waits for the money when a completed session is not paid yet, and fulfils on async_payment_succeeded', async () => {
    const player = await newPlayer(app);
    const { order } = await checkout(player);
    const sessionId = `cs_test_${sessionCount}`;
    const waiting = await deliver(
      sessionEvent(
        'evt_wait_1',
        'checkout.session.completed',
        paidSession(order.id, sessionId, { payment_status: 'unpaid' }),
      ),
    );
    expect(waiting.json().outcome).toBe('awaiting_payment');
    expect(await orderStatus(player, order.id)).toBe('pending');
    const paid = await deliver(
      sessionEvent('evt_wait_2', 'checkout.session.async_payment_succeeded', paidSession(order.id, sessionId)),
    );
    expect(paid.json().outcome).toBe('fulfilled');
  });

  it('refuses to fulfil when the session is not the one created for the order, or the amount differs', async () => {
    const player = await newPlayer(app);
    const { order } = await checkout(player);
    const other = await deliver(
      sessionEvent('evt_mis_1', 'checkout.session.completed', paidSession(order.id, 'cs_test_somebody_else')),
    );
    expect(other.json().outcome).toBe('mismatch');
    const cheap = await deliver(
      sessionEvent(
        'evt_mis_2',
        'checkout.session.completed',
        paidSession(order.id, `cs_test_${sessionCount}`, { amount_total: 1 }),
      ),
    );
    expect(cheap.json().outcome).toBe('mismatch');
    expect(await orderStatus(player, order.id)).toBe('pending');
  });

  it('cancels the order when its session expires, and acknowledges events it does not use', async () => {
    const player = await newPlayer(app);
    const { order } = await checkout(player);
    const expired = await deliver(
      sessionEvent('evt_exp', 'checkout.session.expired', {
        id: `cs_test_${sessionCount}`,
        payment_status: 'unpaid',
        metadata: { order_id: order.id },
      }),
    );
    expect(expired.json().outcome).toBe('cancelled');
    expect(await orderStatus(player, order.id)).toBe('cancelled');
    const other = await deliver(
      JSON.stringify({
        id: 'evt_other',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      }),
    );
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
