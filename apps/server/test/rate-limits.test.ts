import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, startCircuit } from './support/game';

describe('rate limits per client address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { rateLimits: { players: 5, circuits: 3, moves: 4 }, trustProxy: true } });
  });
  afterAll(() => app.close());

  const createPlayer = (ip: string) =>
    app.inject({ method: 'POST', url: '/api/players', headers: { 'x-forwarded-for': ip } });

  it('creates the allowed number of players, then answers 429 with Retry-After and a plain message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await createPlayer('203.0.113.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = await createPlayer('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'too_many_requests' });
    expect(refused.json().message).toMatch(
      /^Too many requests from your address: please wait \d+ seconds and try again\.$/,
    );
    expect(await app.ctx.db.selectFrom('players').select('id').execute()).toHaveLength(5);
  });

  it('counts each address on its own', async () => {
    expect((await createPlayer('203.0.113.2')).statusCode).toBe(201);
  });

  it('limits circuit starts and moves separately from player creation', async () => {
    const player = await newPlayer(app);
    const starts: number[] = [];
    for (let i = 0; i < 4; i++)
      starts.push((await app.inject({ method: 'POST', url: '/api/circuits', headers: player.headers })).statusCode);
    expect(starts).toEqual([201, 201, 201, 429]);
  });

  it('limits moves', async () => {
    const other = await app.inject({
      method: 'POST',
      url: '/api/players',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    const player = {
      ...other.json(),
      headers: { authorization: `Bearer ${other.json().session_id}`, 'x-forwarded-for': '198.51.100.7' },
    };
    const circuit = await startCircuit(app, player);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: `/api/circuits/${circuit.id}/moves`,
            headers: player.headers,
            payload: { seq: 99, step: 'ready-set-go', move: { choice: 'left' } },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([409, 409, 409, 409, 429, 429]);
  });

  it('does not limit reading statistics or health', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.1' } }))
          .statusCode,
      ).toBe(200);
  });
});

describe('one client hammering player creation for two seconds with the default limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { rateLimits: { players: 30, circuits: 60, moves: 1200 } } });
  });
  afterAll(() => app.close());

  it('gets 30 players, every other request refused', async () => {
    let created = 0;
    let refused = 0;
    // Two seconds, or until ten are refused: on PostgreSQL each request also counts in the database,
    // and a machine under a load average of 40 created only 21 players in two seconds.
    const until = Date.now() + 2_000;
    while (Date.now() < until || (refused < 10 && Date.now() < until + 30_000)) {
      const status = (await app.inject({ method: 'POST', url: '/api/players' })).statusCode;
      if (status === 201) created++;
      else if (status === 429) refused++;
    }
    expect(created).toBe(30);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});

describe('a limit of 0', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { rateLimits: { players: 0, circuits: 2, moves: 0 }, trustProxy: true } });
  });
  afterAll(() => app.close());

  it('turns that group off and leaves the others limited', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const players = [];
    for (let i = 0; i < 40; i++) players.push(await app.inject({ method: 'POST', url: '/api/players', headers }));
    expect(players.every((p) => p.statusCode === 201)).toBe(true);
    const starts = [];
    for (let i = 0; i < 3; i++)
      starts.push(
        await app.inject({
          method: 'POST',
          url: '/api/circuits',
          payload: {},
          headers: { ...headers, authorization: `Bearer ${players[i]!.json().session_id as string}` },
        }),
      );
    expect(starts.map((s) => s.statusCode)).toEqual([201, 201, 429]);
  });
});
