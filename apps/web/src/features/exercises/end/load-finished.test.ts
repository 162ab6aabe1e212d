// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../../lib/api/http';
import { storage } from '../../../lib/storage';
import { loadFinished } from './load-finished';

const over = {
  step: 'end',
  route: 'game-end',
  over: true,
  mainScore: 40,
  orbs: [],
  karma: 12,
  scores: {},
  goodOutcome: true,
} as unknown;
const playing = { step: 'mantra', route: 'game-mantra', over: false } as unknown;

function respond(routes: Record<string, [number, unknown]>) {
  const calls: string[] = [];
  setFetch(async (url) => {
    calls.push(url);
    const hit = Object.entries(routes).find(([path]) => url.endsWith(path));
    const [status, body] = hit ? hit[1] : [404, { error: 'not_found', message: 'Not found.' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

beforeEach(() => {
  storage.clearAll();
});
afterEach(() => setFetch(null));

describe('loadFinished', () => {
  it('uses the circuit just finished without a call', async () => {
    const calls = respond({});
    const justFinished = { id: 'c9', commitment: 'x', seq: 60, view: over as never, lastOutcome: null };
    expect(await loadFinished(justFinished)).toEqual({ kind: 'finished', id: 'c9', view: over, unverified: false });
    expect(calls).toEqual([]);
  });

  it('says a circuit played offline is unverified', async () => {
    respond({});
    const offline = {
      id: 'o1',
      commitment: '',
      seq: 60,
      view: over as never,
      lastOutcome: null,
      unverified: true,
    } as never;
    expect(await loadFinished(offline)).toEqual({ kind: 'finished', id: 'o1', view: over, unverified: true });
  });

  it('makes no call without a stored session', async () => {
    const calls = respond({});
    expect(await loadFinished(null)).toEqual({ kind: 'none' });
    expect(calls).toEqual([]);
  });

  it('sends a player with a circuit in progress back to it', async () => {
    storage.set('session_id', 's1');
    respond({ '/api/circuits/active': [200, { id: 'c2', commitment: 'x', seq: 3, view: playing, lastOutcome: null }] });
    expect(await loadFinished(null)).toEqual({ kind: 'in-progress', route: 'game-mantra' });
  });

  it('after a reload reads back the last finished circuit', async () => {
    storage.set('session_id', 's1');
    respond({
      '/api/stats/me': [200, { circuits: 1, recent: [{ id: 'c3' }] }],
      '/api/circuits/c3': [200, { id: 'c3', commitment: 'x', seq: 60, view: over, lastOutcome: null }],
    });
    expect(await loadFinished(null)).toEqual({ kind: 'finished', id: 'c3', view: over });
  });

  it('has nothing to show when the player never finished a circuit', async () => {
    storage.set('session_id', 's1');
    respond({ '/api/stats/me': [200, { circuits: 0, recent: [] }] });
    expect(await loadFinished(null)).toEqual({ kind: 'none' });
  });
});
