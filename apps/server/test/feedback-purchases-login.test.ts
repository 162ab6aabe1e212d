// Logging in with an anonymous session moves that player into the account (accounts/merge-anonymous.ts):
// its feedback threads and paid passes must move too, not vanish with the anonymous player.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { FAST_HASH, login, register, uniqueEmail } from './support/accounts';
import { newPlayer } from './support/game';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ config: { ...FAST_HASH, freeCircuits: 1 } });
});
afterAll(() => app.close());

describe('logging in with an anonymous session', () => {
  it("keeps the anonymous player's feedback threads and paid passes in the account", async () => {
    const email = uniqueEmail('mover');
    expect((await register(app, { email, password: 'correct horse', client: 'native' })).statusCode).toBe(201);

    const anonymous = await newPlayer(app);
    const thread = (
      await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: anonymous.headers,
        payload: { subject: 'Before login', message: 'Sent anonymously' },
      })
    ).json();
    const { order } = (
      await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: anonymous.headers,
        payload: { itemId: 'play-again' },
      })
    ).json();
    await app.inject({
      method: 'POST',
      url: `/api/sandbox/orders/${order.id}/pay`,
      headers: anonymous.headers,
      payload: {},
    });

    const signedIn = await login(app, email, 'correct horse', anonymous.headers, 'native');
    expect(signedIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().session_id}` };
    const threads = (await app.inject({ method: 'GET', url: '/api/feedback', headers })).json().threads;
    expect(threads.map((t: { query_id: string }) => t.query_id)).toEqual([thread.query_id]);
    expect((await app.inject({ method: 'GET', url: '/api/entitlement', headers })).json()).toMatchObject({
      purchased: 10,
      circuitsLeft: 11,
    });
  });
});
