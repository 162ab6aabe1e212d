import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../lib/api/http';
import { onSessionExpired } from '../../lib/api/session-expiry';
import { scriptedFetch } from '../../lib/api/test-fetch';
import { storage } from '../../lib/storage';
import { createCircuitStore } from './circuit-store';
import { resumeLastLevel } from './resume-on-start';

const ok = {
  session_error: 0,
  reset_localstorage: 0,
  success: 1,
  session_set: 'tok',
  play_again_data: null,
  already_plyed: 0,
};

/** The app's circuit store, holding a circuit under way from earlier in this app run. */
function storeWithCircuit() {
  const store = createCircuitStore();
  store.remember({ id: 'c1', commitment: '', seq: 4, view: { over: false } as never, lastOutcome: null });
  return store;
}

function signedIn(level?: string) {
  storage.set('userid', 'u1');
  storage.set('session_id', 's1');
  if (level) storage.set('current_level', level);
}

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

describe('resume on app start (spec §7)', () => {
  it.each([
    ['welcomes a player without a stored session at game-begins', true, { path: '/game-begins' }],
    ['leaves a new player offline where they are (exercise 1 offers an offline circuit)', false, null],
  ])('%s, calling nothing', async (_case, online, landing) => {
    const { fn } = scriptedFetch([]);
    setFetch(fn);
    await expect(resumeLastLevel(createCircuitStore(), online)).resolves.toEqual(landing);
    expect(fn).not.toHaveBeenCalled();
  });

  it('goes to the active game and hands session_set back to challenge-1', async () => {
    signedIn('/game-family');
    const { fn, calls } = scriptedFetch([
      { status: 200, body: { ...ok, active_game: 'game-doors' } },
      { status: 200, body: { set_data_again: 0, success: 1 } },
    ]);
    setFetch(fn);
    await expect(resumeLastLevel(createCircuitStore())).resolves.toEqual({ path: '/game-doors' });
    expect(calls[0]?.body).toMatchObject({ logged_u: '', uid: 'u1', players: 's1' });
    expect(calls[1]?.body).toMatchObject({ set_data: 'tok', player: 'u1', players: 's1', game: 'set_session_data' });
  });

  it('goes to the stored level when there is no active game', async () => {
    signedIn('/game-elements');
    setFetch(
      scriptedFetch([
        { status: 200, body: { ...ok, active_game: '' } },
        { status: 200, body: { set_data_again: 0 } },
      ]).fn,
    );
    await expect(resumeLastLevel(createCircuitStore())).resolves.toEqual({ path: '/game-elements' });
  });

  it('goes to the stored level when the call fails', async () => {
    signedIn('/game-duality');
    setFetch(scriptedFetch([new TypeError('offline')]).fn);
    await expect(resumeLastLevel(createCircuitStore())).resolves.toEqual({ path: '/game-duality' });
  });

  it('leaves a session_error to the Session timeout alert', async () => {
    signedIn('/game-duality');
    setFetch(
      scriptedFetch([{ status: 200, body: { ...ok, session_error: 1, reset_localstorage: 1, active_game: '' } }]).fn,
    );
    await expect(resumeLastLevel(createCircuitStore())).resolves.toBeNull();
    expect(reports).toBe(1);
  });

  it('clears local data and forgets the circuit when challenge-1 answers set_data_again = 1', async () => {
    signedIn('/game-doors');
    setFetch(
      scriptedFetch([
        { status: 200, body: { ...ok, active_game: 'game-doors' } },
        { status: 200, body: { set_data_again: 1 } },
      ]).fn,
    );
    const store = storeWithCircuit();
    await expect(resumeLastLevel(store)).resolves.toEqual({ path: '/game-ready-set-go' });
    expect(storage.get('session_id')).toBeNull();
    expect(storage.get('current_level')).toBeNull();
    expect(store.current()).toBeNull();
  });

  it('clears local data and forgets the circuit when last_level_web answers reset_localstorage', async () => {
    signedIn('/game-doors');
    setFetch(scriptedFetch([{ status: 200, body: { ...ok, reset_localstorage: 1, active_game: 'game-doors' } }]).fn);
    const store = storeWithCircuit();
    await expect(resumeLastLevel(store)).resolves.toEqual({ path: '/game-ready-set-go' });
    expect(storage.get('session_id')).toBeNull();
    expect(store.current()).toBeNull();
  });

  it('keeps the circuit in memory when the resume call goes through', async () => {
    signedIn('/game-family');
    setFetch(
      scriptedFetch([
        { status: 200, body: { ...ok, active_game: 'game-family' } },
        { status: 200, body: { set_data_again: 0 } },
      ]).fn,
    );
    const store = storeWithCircuit();
    await expect(resumeLastLevel(store)).resolves.toEqual({ path: '/game-family' });
    expect(store.current()?.id).toBe('c1');
  });
});
