import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, type TestPlayer } from './support/game';
import { offlineCircuit } from './support/offline';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const sync = (player: TestPlayer, payload: object) =>
  app.inject({ method: 'POST', url: '/api/offline-circuits', headers: player.headers, payload });
const get = (player: TestPlayer, url: string) => app.inject({ method: 'GET', url, headers: player.headers });

describe('POST /api/offline-circuits', () => {
  it('replays a finished offline circuit from its seed and stores it as unverified', async () => {
    const player = await newPlayer(app);
    const { body, view } = offlineCircuit(7);
    const response = await sync(player, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: body.id,
      verified: false,
      mainScore: view!.mainScore,
      orbs: view!.orbs.length,
      karma: view!.karma,
    });
  });

  it('is idempotent: the same circuit synced twice lands once and answers 200 the second time', async () => {
    const player = await newPlayer(app);
    const { body } = offlineCircuit(8);
    expect((await sync(player, body)).statusCode).toBe(201);
    const again = await sync(player, body);
    expect(again.statusCode).toBe(200);
    const rows = await app.ctx.db.selectFrom('offline_circuits').select('id').where('id', '=', body.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('counts for the player only: the player sees it, the world statistics do not change', async () => {
    const player = await newPlayer(app);
    const before = (await app.inject({ method: 'GET', url: '/api/stats/world' })).json();
    const { body, view } = offlineCircuit(9);
    await sync(player, body);
    const after = (await app.inject({ method: 'GET', url: '/api/stats/world' })).json();
    expect(after.circuits).toBe(before.circuits);
    expect(after.histogram).toEqual(before.histogram);
    const mine = (await get(player, '/api/offline-circuits/mine')).json();
    expect(mine).toMatchObject({ circuits: 1, meanScore: view!.mainScore });
    expect(mine.recent[0]).toMatchObject({ id: body.id, verified: false });
    // And not in the verified figures of the player either: those are verified circuits only.
    expect((await get(player, '/api/stats/me')).json().circuits).toBe(0);
  });

  it('refuses an unfinished circuit with 400 and stores nothing', async () => {
    const player = await newPlayer(app);
    const { body } = offlineCircuit(10, 5);
    const response = await sync(player, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/once it is finished/);
    expect(
      await app.ctx.db.selectFrom('offline_circuits').select('id').where('id', '=', body.id).execute(),
    ).toHaveLength(0);
  });

  it('refuses moves that do not replay from the seed', async () => {
    const player = await newPlayer(app);
    const { body } = offlineCircuit(11);
    const response = await sync(player, { ...body, moves: [{ step: 'karma', move: { number: 50 } }, ...body.moves] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/do not replay from this seed/);
  });

  it('answers 409 when the same id comes back with other moves, or from another player', async () => {
    const player = await newPlayer(app);
    const { body } = offlineCircuit(12);
    await sync(player, body);
    const other = offlineCircuit(13).body;
    expect((await sync(player, { ...other, id: body.id })).statusCode).toBe(409);
    expect((await sync(await newPlayer(app), body)).statusCode).toBe(409);
  });

  it.each([
    ['a seed that is not 64 hex digits', { seed: 'xyz' }],
    ['an id that is not a UUID', { id: 'abc' }],
    ['no moves', { moves: [] }],
    ['an unknown field', { extra: 1 }],
  ])('answers 400 for %s', async (_, patch) => {
    const player = await newPlayer(app);
    const response = await sync(player, { ...offlineCircuit(14, 1).body, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 401 session_error without a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/offline-circuits',
      payload: offlineCircuit(15, 1).body,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('session_error');
  });
});
