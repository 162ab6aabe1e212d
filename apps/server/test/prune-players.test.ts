import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prunePlayers } from '../src/players/prune-players';
import { buildTestApp } from './helpers/test-app';
import { FAST_HASH, register } from './support/accounts';
import { newPlayer, startCircuit } from './support/game';

describe('pruning anonymous players (retention)', () => {
  let app: FastifyInstance;
  let now = new Date('2026-01-01T00:00:00Z');
  beforeAll(async () => {
    app = await buildTestApp({ now: () => now, config: { sessionIdleMinutes: 60, ...FAST_HASH } });
  });
  afterAll(() => app.close());

  const playerIds = async () => (await app.ctx.db.selectFrom('players').select('id').execute()).map((r) => r.id).sort();

  it('deletes expired sessions and the players left with no circuit and no session, keeping the rest', async () => {
    const idle = await newPlayer(app); // never plays, session expires
    const player = await newPlayer(app); // plays, session expires
    await startCircuit(app, player);
    now = new Date(now.getTime() + 50 * 60_000);
    const recent = await newPlayer(app); // session still live at the sweep
    now = new Date(now.getTime() + 20 * 60_000); // 70 min after the first two

    const done = await prunePlayers(app.ctx.db, now, 60);
    expect(done).toEqual({ sessions: 2, players: 1 });
    expect(await playerIds()).toEqual([player.userid, recent.userid].sort());
    expect(await playerIds()).not.toContain(idle.userid);
    const expired = await app.inject({ method: 'GET', url: '/api/stats/me', headers: player.headers });
    expect(expired.statusCode).toBe(401);
  });

  it('does nothing the second time', async () => {
    expect(await prunePlayers(app.ctx.db, now, 60)).toEqual({ sessions: 0, players: 0 });
  });

  it('keeps a player with no circuit who registered an account or sent feedback', async () => {
    const registered = await newPlayer(app);
    expect((await register(app, { client: 'native' }, registered.headers)).statusCode).toBe(201);
    const writer = await newPlayer(app);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: writer.headers,
      payload: { subject: 'Hello', message: 'A kind word.' },
    });
    expect(sent.statusCode).toBe(201);
    now = new Date(now.getTime() + 24 * 60 * 60_000); // every session long expired

    await prunePlayers(app.ctx.db, now, 60);
    expect(await playerIds()).toEqual(expect.arrayContaining([registered.userid, writer.userid]));
  });
});
