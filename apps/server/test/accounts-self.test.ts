import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { FAST_HASH, login, register, uniqueEmail, webSession, type WebSession } from './support/accounts';
import { newPlayer, playRandom, startCircuit, type TestPlayer } from './support/game';

describe("the logged-in player's own account", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: FAST_HASH });
  });
  afterAll(() => app.close());

  async function playerWithCircuits(n: number, password = 'correct horse') {
    const anon = await newPlayer(app);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const started = await startCircuit(app, anon);
      await playRandom(app, anon, started, { seed: 20 + i });
      ids.push(started.id);
    }
    const email = uniqueEmail('self');
    const session = webSession(await register(app, { email, password }, anon.headers));
    return { email, session, ids };
  }
  const post = (url: string, s: WebSession, payload: object) =>
    app.inject({ method: 'POST', url, headers: s.write, payload });
  const get = (url: string, s: WebSession) => app.inject({ method: 'GET', url, headers: s.read });

  it('shows the profile: statistics against chance and every finished circuit, oldest first', async () => {
    const { session, ids } = await playerWithCircuits(2);
    // Played signed in (the cookie session): the only circuit its statistics count (issue 33).
    const signedIn = { userid: '', cuid: '', session_id: '', headers: session.write } as unknown as TestPlayer;
    const own = await startCircuit(app, signedIn);
    const played = await playRandom(app, signedIn, own, { seed: 30 });
    const profile = await get('/api/account/profile', session);
    expect(profile.statusCode).toBe(200);
    const body = profile.json();
    expect(body.circuits).toBe(1);
    expect(body.history.map((c: { id: string }) => c.id)).toEqual([...ids, own.id]);
    expect(body.history.map((c: { playedBeforeSignIn: boolean }) => c.playedBeforeSignIn)).toEqual([true, true, false]);
    expect(body.meanScore).toBe(played.view.mainScore);
    expect(body.p).toBeGreaterThan(0);
    expect(body.p).toBeLessThanOrEqual(1);
    expect(body.bestScore).toBe(played.view.mainScore);
  });

  it('changes name and email, and refuses an email another account uses', async () => {
    const { session } = await playerWithCircuits(0);
    const other = uniqueEmail('taken');
    await register(app, { email: other });
    const fresh = uniqueEmail('fresh');
    const changed = await post('/api/account/details', session, { name: 'Bea', email: fresh });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Bea', email: fresh });
    expect((await get('/api/account/me', session)).json()).toMatchObject({ name: 'Bea', email: fresh });
    const taken = await post('/api/account/details', session, { name: 'Bea', email: other.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.email).toBe('Another account already uses this e-mail address.');
    const bad = await post('/api/account/details', session, { name: '', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'name']);
  });

  it('changes the password only with the current one, and logs out the other sessions', async () => {
    const { email, session } = await playerWithCircuits(0);
    const other = webSession(await login(app, email, 'correct horse'));
    const wrong = await post('/api/account/password', session, {
      currentPassword: 'wrong horse',
      newPassword: 'new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'That is not your current password.' });
    const ok = await post('/api/account/password', session, {
      currentPassword: 'correct horse',
      newPassword: 'new password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/account/me', session)).statusCode).toBe(200);
    expect((await get('/api/account/me', other)).statusCode).toBe(401);
    expect((await login(app, email, 'new password')).statusCode).toBe(200);
  });

  it("downloads everything stored as JSON, with each finished circuit's seed and moves and no secrets", async () => {
    const { email, session, ids } = await playerWithCircuits(1);
    const response = await get('/api/account/export', session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="psi-circuit-my-data.json"');
    const data = response.json();
    expect(data.account).toMatchObject({ email, userid: session.userid });
    expect(data.circuits.map((c: { id: string }) => c.id)).toEqual(ids);
    expect(data.circuits[0].seed).toMatch(/^[0-9a-f]{64}$/);
    expect(data.circuits[0].moves.length).toBeGreaterThan(15);
    const text = response.body;
    expect(text).not.toContain('scrypt$');
    expect(text).not.toContain('token_hash');
  });

  it("refuses another player's circuit with 404", async () => {
    const a = await playerWithCircuits(1);
    const b = await playerWithCircuits(0);
    for (const url of [`/api/circuits/${a.ids[0]}`, `/api/circuits/${a.ids[0]}/proof`]) {
      expect((await get(url, b.session)).statusCode).toBe(404);
      expect((await get(url, a.session)).statusCode).toBe(200);
    }
  });

  it("deletes the account and all its data with the password, keeping the world's sums", async () => {
    const { email, session, ids } = await playerWithCircuits(1);
    const worldBefore = (await app.inject({ method: 'GET', url: '/api/stats/world' })).json().circuits;
    const wrong = await post('/api/account/delete', session, { password: 'wrong horse' });
    expect(wrong.statusCode).toBe(400);
    const done = await post('/api/account/delete', session, { password: 'correct horse' });
    expect(done.statusCode).toBe(200);
    expect(done.cookies.find((c) => c.name === 'psi_session')?.maxAge).toBe(0);
    expect((await get('/api/account/me', session)).statusCode).toBe(401);
    expect((await login(app, email, 'correct horse')).statusCode).toBe(401);
    for (const table of ['accounts', 'player_stats', 'sessions'] as const) {
      expect(
        await app.ctx.db.selectFrom(table).select('player_id').where('player_id', '=', session.userid).execute(),
      ).toEqual([]);
    }
    expect(await app.ctx.db.selectFrom('circuits').select('id').where('id', 'in', ids).execute()).toEqual([]);
    expect(await app.ctx.db.selectFrom('circuit_moves').select('seq').where('circuit_id', 'in', ids).execute()).toEqual(
      [],
    );
    expect((await app.inject({ method: 'GET', url: '/api/stats/world' })).json().circuits).toBe(worldBefore);
  });

  it('needs a CSRF token for every cookie-authenticated write', async () => {
    const { session } = await playerWithCircuits(0);
    for (const [url, payload] of [
      ['/api/account/details', { name: 'X', email: uniqueEmail() }],
      ['/api/account/password', { currentPassword: 'correct horse', newPassword: 'new password' }],
      ['/api/account/delete', { password: 'correct horse' }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, headers: session.read, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('csrf_failed');
    }
    expect((await get('/api/account/me', session)).statusCode).toBe(200);
  });

  it('resumes a logged-in web player through the legacy call with session_id "cookie"', async () => {
    const { session } = await playerWithCircuits(1);
    const response = await app.inject({
      method: 'POST',
      url: '/backend/psychic_backend.php?last_level_web',
      headers: { cookie: session.cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify({ logged_u: '1', uid: session.userid, players: 'cookie', rand: 'x' }),
    });
    expect(response.json()).toMatchObject({ session_error: 0, success: 1, already_plyed: 1 });
    const stranger = await app.inject({
      method: 'POST',
      url: '/backend/psychic_backend.php?last_level_web',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ logged_u: '1', uid: session.userid, players: 'cookie', rand: 'x' }),
    });
    expect(stranger.json()).toMatchObject({ session_error: 1 });
  });
});
