import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from './http';
import { LEGACY_HEADERS, lastLevelWeb, setSessionData } from './legacy';
import { onSessionExpired } from './session-expiry';
import { scriptedFetch } from './test-fetch';

/** Counts the 'session expired' reports during a test. */
let reports = 0;
let stopListening = () => {};
beforeEach(() => {
  reports = 0;
  stopListening = onSessionExpired(() => (reports += 1));
});

afterEach(() => {
  setFetch(null);
  stopListening();
});

describe('legacy calls of spec §7', () => {
  it('posts last_level_web as text/plain JSON with JSON/text Accept', async () => {
    const { fn, calls } = scriptedFetch([
      { status: 200, text: '{"session_error":0,"active_game":"game-doors","success":1,"session_set":"tok"}' },
    ]);
    setFetch(fn);
    const res = await lastLevelWeb({ logged_u: '', uid: 'u1', players: 's1', rand: '42' });
    expect(res.active_game).toBe('game-doors');
    expect(calls[0]?.url).toBe('/backend/psychic_backend.php?last_level_web');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.headers).toEqual({ 'Content-Type': 'text/plain', Accept: 'application/json, text/plain, */*' });
    expect(typeof calls[0]?.init.body).toBe('string');
    expect(calls[0]?.body).toEqual({ logged_u: '', uid: 'u1', players: 's1', rand: '42' });
  });

  it('sends no Authorization header on the legacy calls', async () => {
    const { fn, calls } = scriptedFetch([{ status: 200, body: { set_data_again: 0 } }]);
    setFetch(fn);
    await setSessionData({ set_data: 'tok', player: 'u1', players: 's1', rand: '7', game: 'set_session_data' });
    expect(Object.keys(calls[0]?.headers ?? {})).toEqual(Object.keys(LEGACY_HEADERS));
    expect(calls[0]?.url).toBe('/backend/challenge-1.php');
    expect(calls[0]?.body).toEqual({
      set_data: 'tok',
      player: 'u1',
      players: 's1',
      rand: '7',
      game: 'set_session_data',
    });
  });

  it('reports session_error as an expired session', async () => {
    setFetch(scriptedFetch([{ status: 200, body: { session_error: 1, reset_localstorage: 1, active_game: '' } }]).fn);
    await lastLevelWeb({ logged_u: '', uid: 'u', players: 'gone', rand: '1' });
    expect(reports).toBe(1);
  });

  it('rejects a 400 with the server message', async () => {
    setFetch(scriptedFetch([{ status: 400, body: { error: 'bad_request', message: 'Field "uid" is required.' } }]).fn);
    await expect(lastLevelWeb({ logged_u: '', uid: '', players: 's', rand: '1' })).rejects.toMatchObject({
      status: 400,
      message: 'Field "uid" is required.',
    });
  });
});
