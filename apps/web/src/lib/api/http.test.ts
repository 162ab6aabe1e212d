import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../storage';
import { activeCircuit, postMove, startCircuit } from './circuits';
import { ApiError, NetworkError, setFetch } from './http';
import { createPlayer } from './players';
import { onSessionExpired } from './session-expiry';
import { worldStats } from './stats';
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

describe('api client', () => {
  it('creates a player without an Authorization header', async () => {
    storage.set('session_id', 'old');
    const { fn, calls } = scriptedFetch([
      { status: 201, body: { userid: 'u', cuid: 'c', session_id: 's', expiresInSeconds: 3600 } },
    ]);
    setFetch(fn);
    await expect(createPlayer()).resolves.toMatchObject({ userid: 'u', session_id: 's' });
    expect(calls[0]?.url).toBe('/api/players');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('sends the stored session as a bearer token and JSON bodies as JSON', async () => {
    storage.set('session_id', 'sess-1');
    const { fn, calls } = scriptedFetch([
      { status: 200, body: { seq: 1, outcome: { kind: 'miss', message: 'No' }, view: {} } },
    ]);
    setFetch(fn);
    await postMove('c 1', { seq: 0, step: 'family', move: { choice: 'son' } });
    expect(calls[0]?.url).toBe('/api/circuits/c%201/moves');
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer sess-1',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(calls[0]?.body).toEqual({ seq: 0, step: 'family', move: { choice: 'son' } });
  });

  it('sends an empty JSON object to start a circuit', async () => {
    storage.set('session_id', 's');
    const { fn, calls } = scriptedFetch([{ status: 201, body: { id: 'c', commitment: 'ab', seq: 0, view: {} } }]);
    setFetch(fn);
    await startCircuit();
    expect(calls[0]?.body).toEqual({});
  });

  it('turns an error answer into an ApiError with its code and message', async () => {
    storage.set('session_id', 's');
    setFetch(
      scriptedFetch([{ status: 400, body: { error: 'already-chosen', message: 'You already tried the son.' } }]).fn,
    );
    const err = await postMove('c', { seq: 1, step: 'family', move: { choice: 'son' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'already-chosen', message: 'You already tried the son.' });
  });

  it('reports a 401 session_error as an expired session', async () => {
    storage.set('session_id', 'gone');
    setFetch(
      scriptedFetch([{ status: 401, body: { error: 'session_error', session_error: 1, message: 'Session timeout.' } }])
        .fn,
    );
    await expect(activeCircuit()).rejects.toMatchObject({ status: 401, code: 'session_error' });
    expect(reports).toBe(1);
  });

  it('does not call a 404 an expired session', async () => {
    storage.set('session_id', 's');
    setFetch(scriptedFetch([{ status: 404, body: { error: 'not_found', message: 'No active circuit.' } }]).fn);
    await expect(activeCircuit()).rejects.toMatchObject({ status: 404 });
    expect(reports).toBe(0);
  });

  it('turns a failed request into a NetworkError', async () => {
    setFetch(scriptedFetch([new TypeError('Failed to fetch')]).fn);
    await expect(worldStats()).rejects.toBeInstanceOf(NetworkError);
  });
});
