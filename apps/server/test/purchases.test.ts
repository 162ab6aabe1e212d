import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { parseCatalogue } from '../src/purchases/catalogue';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, playRandom, startCircuit, type TestPlayer } from './support/game';

const LAST_LEVEL = '/backend/psychic_backend.php?last_level_web';
const lastLevel = (app: FastifyInstance, player: TestPlayer) =>
  app
    .inject({
      method: 'POST',
      url: LAST_LEVEL,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ logged_u: '', uid: player.userid, players: player.session_id, rand: '1' }),
    })
    .then((r) => r.json());
const start = (app: FastifyInstance, player: TestPlayer) =>
  app.inject({ method: 'POST', url: '/api/circuits', headers: player.headers, payload: {} });
const order = (app: FastifyInstance, player: TestPlayer, itemId = 'play-again') =>
  app.inject({ method: 'POST', url: '/api/orders', headers: player.headers, payload: { itemId } });
const pay = (app: FastifyInstance, player: TestPlayer, id: string) =>
  app.inject({ method: 'POST', url: `/api/sandbox/orders/${id}/pay`, headers: player.headers, payload: {} });
const entitlementOf = (app: FastifyInstance, player: TestPlayer) =>
  app.inject({ method: 'GET', url: '/api/entitlement', headers: player.headers }).then((r) => r.json());

describe('the catalogue file', () => {
  it('parses the default catalogue: a Play Again pass', () => {
    const file = path.join(repoRoot, 'apps/server/catalogue.json');
    const { items } = parseCatalogue(readFileSync(file, 'utf8'), file);
    expect(items).toEqual([
      expect.objectContaining({ id: 'play-again', title: 'Play Again pass', circuits: 10, currency: 'eur' }),
    ]);
  });

  it.each([
    ['{ not json', /catalogue\.json is not valid JSON/],
    ['{"items": []}', /\/items .*1/],
    [
      '{"items": [{"id": "Pass!", "title": "x", "description": "", "circuits": 1, "price": 100, "currency": "eur"}]}',
      /\/items\/0\/id/,
    ],
    [
      '{"items": [{"id": "a", "title": "x", "description": "", "circuits": 0, "price": 100, "currency": "eur"}]}',
      /\/items\/0\/circuits/,
    ],
    [
      '{"items": [{"id": "a", "title": "x", "description": "", "circuits": 1, "price": 100, "currency": "EUR"}]}',
      /\/items\/0\/currency/,
    ],
    [
      '{"items": [{"id": "a", "title": "x", "description": "", "circuits": 1, "price": 100, "currency": "eur"}, {"id": "a", "title": "y", "description": "", "circuits": 2, "price": 200, "currency": "eur"}]}',
      /item id "a" appears twice/,
    ],
  ])('refuses %s with a message that says where', (text, message) => {
    expect(() => parseCatalogue(text, '/etc/psi/catalogue.json')).toThrow(message);
  });

  it('stops the app from starting when the file is broken, naming the file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'psi-cat-')), 'catalogue.json');
    writeFileSync(file, '{"items": "none"}');
    await expect(buildTestApp({ config: { catalogueFile: file } })).rejects.toThrow(`${file}: /items`);
  });
});

describe('the sandbox checkout (default provider), FREE_CIRCUITS unlimited', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves the catalogue with the sandbox provider and no gate', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      provider: 'sandbox',
      freeCircuits: null,
      items: [{ id: 'play-again', price: 299 }],
    });
  });

  it('starts as many circuits as a player likes', async () => {
    const player = await newPlayer(app);
    for (let i = 0; i < 3; i++) expect((await start(app, player)).statusCode).toBe(201);
    expect(await entitlementOf(app, player)).toEqual({
      freeCircuits: null,
      started: 3,
      purchased: 0,
      circuitsLeft: null,
    });
  });

  it('creates a pending order copied from the catalogue and sends the player to the test checkout page', async () => {
    const player = await newPlayer(app);
    const response = await order(app, player);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.order).toMatchObject({
      itemId: 'play-again',
      title: 'Play Again pass',
      circuits: 10,
      amount: 299,
      currency: 'eur',
      provider: 'sandbox',
      status: 'pending',
      fulfilledAt: null,
    });
    expect(body.checkoutUrl).toBe(`/sandbox-checkout?order=${body.order.id}`);
  });

  it('answers 400 unknown_item for an item not in the catalogue, and stores no order', async () => {
    const player = await newPlayer(app);
    const response = await order(app, player, 'gold-pass');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'unknown_item',
      message: 'There is no item "gold-pass" in the catalogue.',
    });
    expect((await app.inject({ method: 'GET', url: '/api/orders', headers: player.headers })).json().orders).toEqual(
      [],
    );
  });

  it('fulfils a paid order once, however often Pay is pressed', async () => {
    const player = await newPlayer(app);
    const { order: created } = (await order(app, player)).json();
    const [first, second] = await Promise.all([pay(app, player, created.id), pay(app, player, created.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ status: 'paid', fulfilledAt: expect.any(String) });
    expect((await pay(app, player, created.id)).json().status).toBe('paid');
    expect((await entitlementOf(app, player)).purchased).toBe(10);
  });

  it('cancels a pending order, and a cancel after payment leaves it paid', async () => {
    const player = await newPlayer(app);
    const cancel = (id: string) =>
      app.inject({ method: 'POST', url: `/api/sandbox/orders/${id}/cancel`, headers: player.headers, payload: {} });
    const a = (await order(app, player)).json().order;
    expect((await cancel(a.id)).json().status).toBe('cancelled');
    const b = (await order(app, player)).json().order;
    await pay(app, player, b.id);
    expect((await cancel(b.id)).json().status).toBe('paid');
  });

  it("never lets a player pay or read another player's order: 404", async () => {
    const [owner, other] = [await newPlayer(app), await newPlayer(app)];
    const { order: created } = (await order(app, owner)).json();
    expect((await pay(app, other, created.id)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/orders/${created.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/orders/${created.id}`, headers: owner.headers })).json().status,
    ).toBe('pending');
  });

  it('has no Stripe webhook while Stripe is not configured', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'stripe-signature': 't=1,v1=x' },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the FREE_CIRCUITS gate on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { freeCircuits: 1 } });
  });
  afterAll(() => app.close());

  it('refuses a second circuit with 402 pass_required until a pass is paid, then allows its circuits', async () => {
    const player = await newPlayer(app);
    const first = await startCircuit(app, player);
    await playRandom(app, player, first, { seed: 5 });
    expect(await lastLevel(app, player)).toMatchObject({
      already_plyed: 1,
      play_again_data: { circuit_id: null, seq: null, free_circuits: 1, circuits_left: 0, pass_needed: 1 },
    });

    const refused = await start(app, player);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      error: 'pass_required',
      message: 'You have played your 1 free circuit. A Play Again pass unlocks more on the buy page.',
    });
    expect(await entitlementOf(app, player)).toEqual({ freeCircuits: 1, started: 1, purchased: 0, circuitsLeft: 0 });

    const { order: created } = (await order(app, player)).json();
    expect((await start(app, player)).statusCode).toBe(402);
    await pay(app, player, created.id);
    expect(await lastLevel(app, player)).toMatchObject({ play_again_data: { circuits_left: 10, pass_needed: 0 } });

    const again = await start(app, player);
    expect(again.statusCode).toBe(201);
    expect(await lastLevel(app, player)).toMatchObject({
      already_plyed: 2,
      play_again_data: { circuit_id: again.json().id, seq: 0, circuits_left: 9, pass_needed: 0 },
    });
  });

  it('counts an abandoned circuit: starting over is not a way round the gate', async () => {
    const player = await newPlayer(app);
    expect((await start(app, player)).statusCode).toBe(201);
    expect((await start(app, player)).statusCode).toBe(402);
  });

  it('lets only one of two simultaneous starts through', async () => {
    const player = await newPlayer(app);
    const answers = await Promise.all([start(app, player), start(app, player), start(app, player)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 402, 402]);
  });

  it('still lets a player finish the circuit they are in', async () => {
    const player = await newPlayer(app);
    const circuit = await startCircuit(app, player);
    const done = await playRandom(app, player, circuit, { seed: 9 });
    expect(done.view.over).toBe(true);
  });
});
