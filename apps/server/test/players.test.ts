import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/players/session-token';
import { buildTestApp } from './helpers/test-app';
import { newPlayer } from './support/game';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SESSION_ERROR = { error: 'session_error', session_error: 1, message: 'Session timeout.' };

describe('POST /api/players', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('creates an anonymous player with random ids and a session that idles out after SESSION_IDLE_MINUTES', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/players', payload: {} });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['cuid', 'expiresInSeconds', 'session_id', 'userid']);
    expect(body.userid).toMatch(UUID);
    expect(body.cuid).toMatch(UUID);
    expect(body.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(body.expiresInSeconds).toBe(60 * 60);
  });

  it('accepts an empty body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/players' });
    expect(response.statusCode).toBe(201);
  });

  it('gives every player different ids', async () => {
    const [a, b] = await Promise.all([newPlayer(app), newPlayer(app)]);
    expect(new Set([a.userid, a.cuid, b.userid, b.cuid]).size).toBe(4);
    expect(a.session_id).not.toBe(b.session_id);
  });

  it('stores only the SHA-256 of the session id', async () => {
    const player = await newPlayer(app);
    const rows = await app.ctx.db.selectFrom('sessions').selectAll().where('player_id', '=', player.userid).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(player.session_id));
    expect(JSON.stringify(rows)).not.toContain(player.session_id);
  });
});

describe('authenticated routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['no Authorization header', undefined],
    ['an unknown session id', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed header', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer token', 'Bearer '],
  ])('answer 401 session_error to %s', async (_case, authorization) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/stats/me',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_ERROR);
  });
});

describe('session idle expiry', () => {
  let app: FastifyInstance;
  let clock = new Date('2030-01-01T00:00:00Z');
  const advance = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock, config: { sessionIdleMinutes: 10 } });
  });
  afterAll(() => app.close());

  const me = (player: { headers: object }) =>
    app.inject({ method: 'GET', url: '/api/stats/me', headers: player.headers as Record<string, string> });

  it('keeps a session alive while it is used within the idle time', async () => {
    const player = await newPlayer(app);
    for (let i = 0; i < 4; i++) {
      advance(9);
      expect((await me(player)).statusCode).toBe(200);
    }
  });

  it('answers 401 session_error once the session has been idle longer than SESSION_IDLE_MINUTES', async () => {
    const player = await newPlayer(app);
    advance(10.5);
    const response = await me(player);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_ERROR);
  });

  it('keeps an expired session expired even if it is used again', async () => {
    const player = await newPlayer(app);
    advance(11);
    expect((await me(player)).statusCode).toBe(401);
    advance(1); // the refused call did not refresh the timer
    expect((await me(player)).statusCode).toBe(401);
  });

  it('tells the client how long the idle time is', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/players' });
    expect(response.json().expiresInSeconds).toBe(600);
  });
});
