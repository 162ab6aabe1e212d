import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, playRandom, startCircuit } from './support/game';

let app: FastifyInstance;
let clock = new Date('2030-01-01T00:00:00Z');
beforeAll(async () => {
  app = await buildTestApp({ now: () => clock, config: { sessionIdleMinutes: 30 } });
});
afterAll(() => app.close());

// Spec §7: JSON in a text/plain body, JSON/text Accept.
const legacy = (url: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'text/plain', accept: 'application/json, text/plain, */*' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const LAST_LEVEL = '/backend/psychic_backend.php?last_level_web';
const CHALLENGE = '/backend/challenge-1.php';

describe('POST /backend/psychic_backend.php?last_level_web', () => {
  it('answers success, no active game and a session_set token for a new player', async () => {
    const player = await newPlayer(app);
    const response = await legacy(LAST_LEVEL, {
      logged_u: '',
      uid: player.userid,
      players: player.session_id,
      rand: '0.123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      session_error: 0,
      reset_localstorage: 0,
      active_game: '',
      success: 1,
      session_set: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      play_again_data: { circuit_id: null, seq: null, free_circuits: null, circuits_left: null, pass_needed: 0 },
      already_plyed: 0,
    });
  });

  it("answers the route of the unfinished circuit's step, its id and seq, and the circuits started", async () => {
    const player = await newPlayer(app);
    const done = await startCircuit(app, player);
    await playRandom(app, player, done, { seed: 3 });
    const started = await startCircuit(app, player);
    const played = await playRandom(app, player, started, { limit: 4 });
    const body = (
      await legacy(LAST_LEVEL, { logged_u: '0', uid: player.userid, players: player.session_id, rand: 1 })
    ).json();
    expect(body).toMatchObject({
      success: 1,
      session_error: 0,
      active_game: played.view.route,
      play_again_data: { circuit_id: started.id, seq: played.seq },
      already_plyed: 2,
    });
    expect(body.active_game).toMatch(/^game-[a-z-]+$/);
  });

  it.each([
    ['an unknown session', () => 'not-a-session'],
    ["a uid that is not the session's player", () => 'other'],
  ])('answers session_error 1 and reset_localstorage 1 for %s', async (_case, pick) => {
    const player = await newPlayer(app);
    const which = pick();
    const body =
      which === 'other'
        ? { logged_u: '', uid: (await newPlayer(app)).userid, players: player.session_id, rand: '1' }
        : { logged_u: '', uid: player.userid, players: which, rand: '1' };
    const response = await legacy(LAST_LEVEL, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      session_error: 1,
      reset_localstorage: 1,
      active_game: '',
      success: 0,
      session_set: '',
      play_again_data: null,
      already_plyed: 0,
    });
  });

  it('answers session_error 1 once the session has idled out', async () => {
    const player = await newPlayer(app);
    clock = new Date(clock.getTime() + 31 * 60_000);
    const response = await legacy(LAST_LEVEL, {
      logged_u: '',
      uid: player.userid,
      players: player.session_id,
      rand: '1',
    });
    expect(response.json()).toMatchObject({ session_error: 1, success: 0 });
  });

  it('also reads the body when it is sent as application/json', async () => {
    const player = await newPlayer(app);
    const response = await app.inject({
      method: 'POST',
      url: LAST_LEVEL,
      payload: { logged_u: '', uid: player.userid, players: player.session_id, rand: '1' },
    });
    expect(response.json()).toMatchObject({ success: 1 });
  });

  it.each([
    ['an empty body', '', 'The request body is empty: send a JSON object as text/plain.'],
    [
      'text that is not JSON',
      'uid=1&players=2',
      'The request body is not valid JSON: send a JSON object as text/plain.',
    ],
    ['a JSON array', '[1,2]', 'The request body must be a JSON object.'],
    ['no players field', '{"uid":"u","logged_u":"","rand":"1"}', 'Field "players" is required and must be a string.'],
    ['a uid that is an object', '{"uid":{},"players":"p"}', 'Field "uid" is required and must be a string.'],
  ])('answers 400 with a clear message to %s', async (_case, body, message) => {
    const response = await legacy(LAST_LEVEL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message });
  });

  it('answers 400 without the last_level_web query', async () => {
    const response = await legacy('/backend/psychic_backend.php', { uid: 'u', players: 'p' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unknown call: use ?last_level_web.');
  });
});

describe('POST /backend/challenge-1.php', () => {
  async function withToken() {
    const player = await newPlayer(app);
    const last = (
      await legacy(LAST_LEVEL, { logged_u: '', uid: player.userid, players: player.session_id, rand: '1' })
    ).json();
    return { player, token: last.session_set as string };
  }

  it('answers set_data_again 0 to the session_set this session was given', async () => {
    const { player, token } = await withToken();
    const response = await legacy(CHALLENGE, {
      set_data: token,
      player: player.userid,
      players: player.session_id,
      rand: '2',
      game: 'set_session_data',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ set_data_again: 0, success: 1 });
  });

  it('gives the same session_set on every call, so two tabs agree', async () => {
    const { player, token } = await withToken();
    const again = (
      await legacy(LAST_LEVEL, { logged_u: '', uid: player.userid, players: player.session_id, rand: '9' })
    ).json();
    expect(again.session_set).toBe(token);
  });

  it.each([
    ['a token of another session', 'other-token'],
    ['an empty set_data', 'empty'],
    ["a player that is not the session's", 'other-player'],
    ['an unknown session', 'unknown-session'],
    ['an expired session', 'expired'],
  ])('answers set_data_again 1 to %s', async (_case, kind) => {
    const { player, token } = await withToken();
    const other = await withToken();
    const body = {
      set_data: token,
      player: player.userid,
      players: player.session_id,
      rand: '3',
      game: 'set_session_data',
    };
    if (kind === 'other-token') body.set_data = other.token;
    if (kind === 'empty') body.set_data = '';
    if (kind === 'other-player') body.player = other.player.userid;
    if (kind === 'unknown-session') body.players = 'nope';
    if (kind === 'expired') clock = new Date(clock.getTime() + 31 * 60_000);
    const response = await legacy(CHALLENGE, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ set_data_again: 1, success: 0 });
  });

  it.each([
    [
      'a game other than set_session_data',
      { set_data: 't', player: 'p', players: 's', rand: '1', game: 'other' },
      'Field "game" must be "set_session_data".',
    ],
    [
      'no set_data',
      { player: 'p', players: 's', rand: '1', game: 'set_session_data' },
      'Field "set_data" is required and must be a string.',
    ],
    ['broken JSON', '{"set_data":', 'The request body is not valid JSON: send a JSON object as text/plain.'],
  ])('answers 400 with a clear message to %s', async (_case, body, message) => {
    const response = await legacy(CHALLENGE, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message });
  });
});
