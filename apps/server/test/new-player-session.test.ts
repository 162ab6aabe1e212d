// A new player's session is remembered by the process that made it, so the player's next call (usually
// starting a circuit) is authenticated without a statement; and it is still a session like any other.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlayer } from '../src/players/player-store';
import { SessionCache } from '../src/players/session-cache';
import { hashToken } from '../src/players/session-token';
import { buildTestApp } from './helpers/test-app';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

describe('createPlayer', () => {
  it('remembers the new session as just written, and the database holds the same session', async () => {
    const sessions = new SessionCache();
    const now = new Date();
    const player = await createPlayer(app.ctx.newPlayers, now, sessions);
    const tokenHash = hashToken(player.session_id);
    expect(sessions.fresh(tokenHash, now.getTime() + 1_000, 30_000)).toBe(player.userid);
    // Trusted only while the refresh interval since the write has not passed.
    expect(sessions.fresh(tokenHash, now.getTime() + 30_000, 30_000)).toBeNull();
    const row = await app.ctx.db
      .selectFrom('sessions')
      .select(['player_id', 'last_seen_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirstOrThrow();
    expect(row.player_id).toBe(player.userid);
    expect(new Date(row.last_seen_at).getTime()).toBe(now.getTime());
  });

  it('starts a circuit with the session of a player just created through the API', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/players', payload: {} });
    expect(created.statusCode).toBe(201);
    const token = (created.json() as { session_id: string }).session_id;
    const started = await app.inject({
      method: 'POST',
      url: '/api/circuits',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(started.statusCode).toBe(201);
  });
});
