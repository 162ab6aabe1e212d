import type { FastifyInstance } from 'fastify';
import { CHANCE, sfc32 } from '@psi/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { FAST_HASH, login, register, uniqueEmail } from './support/accounts';
import { newPlayer, playRandom, startCircuit, type TestPlayer } from './support/game';

// The account tricks of issue 33, through the real routes: a player who wants to look psychic uses
// registration, login and deletion to choose which circuits count. Each test prints its figures.

const PASSWORD = 'correct horse';
const seeds = sfc32(20261127);
const circuitSeed = () => Uint8Array.from({ length: 32 }, () => seeds.int(256));

let now = new Date('2026-03-01T12:00:00Z');
const tick = () => {
  now = new Date(now.getTime() + 1000);
  return now;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** An account's session as the game helpers take a player. */
const asPlayer = (userid: string, headers: { authorization: string }): TestPlayer => ({
  userid,
  cuid: '',
  session_id: '',
  headers,
});

async function world(app: FastifyInstance) {
  return (await app.inject({ method: 'GET', url: '/api/stats/world' })).json() as {
    circuits: number;
    abandoned: number;
    meanScore: number | null;
    z: number | null;
  };
}

async function registerNative(app: FastifyInstance, headers: Record<string, string>, email = uniqueEmail()) {
  const response = await register(app, { email, password: PASSWORD, client: 'native' }, headers);
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`);
  return { email, userid: response.json().userid as string, headers: bearer(response.json().session_id) };
}

async function loginNative(app: FastifyInstance, email: string, headers: Record<string, string>) {
  const response = await login(app, email, PASSWORD, headers, 'native');
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  const body = response.json() as { session_id: string; carriedCircuits: number };
  return { headers: bearer(body.session_id), carried: body.carriedCircuits };
}

describe('the register-and-delete attack', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: FAST_HASH, circuitSeed, now: () => now });
  });
  afterAll(() => app.close());

  it('leaves the world counting every started circuit, the deleted account’s unfinished one too', async () => {
    const PLAYERS = 10;
    for (let i = 0; i < PLAYERS; i++) {
      const player = await newPlayer(app);
      const first = await startCircuit(app, player);
      await playRandom(app, player, first, { seed: i, limit: 6 });
      // Starting again abandons the first: counted by intention to treat.
      const second = await startCircuit(app, player);
      await playRandom(app, player, second, { seed: 100 + i, limit: 6 });
      // The second looks bad: register on this anonymous session and delete the account at once.
      const account = await registerNative(app, player.headers);
      const deleted = await app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: account.headers,
        payload: { password: PASSWORD },
      });
      expect(deleted.statusCode).toBe(200);
    }
    const w = await world(app);
    console.log(JSON.stringify({ started: PLAYERS * 2, counted: w.circuits + w.abandoned, abandoned: w.abandoned }));
    expect(w.circuits + w.abandoned).toBe(PLAYERS * 2);
    // The deleted circuits' rows are gone; the world's sums keep them.
    const rows = await app.ctx.db.selectFrom('circuits').select('id').execute();
    expect(rows).toHaveLength(0);
  });
});

describe('the selective-login attack (carry only the batches that did well)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: FAST_HASH, circuitSeed, now: () => now });
  });
  afterAll(() => app.close());

  it('gives the account no statistics from carried-in circuits, keeps them in its history, marked', async () => {
    const PLAYERS = 10;
    const PER_PLAYER = 4;
    const owner = await registerNative(app, {});
    let carriedIds: string[] = [];
    const carriedScores: number[] = [];
    for (let p = 0; p < PLAYERS; p++) {
      const anon = await newPlayer(app);
      const ids: string[] = [];
      const scores: number[] = [];
      for (let i = 0; i < PER_PLAYER; i++) {
        tick();
        const started = await startCircuit(app, anon);
        const played = await playRandom(app, anon, started, { seed: p * 10 + i });
        ids.push(started.id);
        scores.push(played.view.mainScore);
      }
      const mean = scores.reduce((a, b) => a + b, 0) / PER_PLAYER;
      // Lower main scores look psychic: only those batches are carried into the account.
      if (mean < CHANCE.mean) {
        const signedIn = await loginNative(app, owner.email, anon.headers);
        expect(signedIn.carried).toBe(PER_PLAYER);
        carriedIds = [...carriedIds, ...ids];
        carriedScores.push(...scores);
      }
    }
    expect(carriedIds.length).toBeGreaterThan(0);
    const session = await loginNative(app, owner.email, {});
    const me = (await app.inject({ method: 'GET', url: '/api/stats/me', headers: session.headers })).json();
    const profile = (await app.inject({ method: 'GET', url: '/api/account/profile', headers: session.headers })).json();
    const w = await world(app);
    console.log(
      JSON.stringify({
        carried: carriedIds.length,
        carriedMean: carriedScores.reduce((a, b) => a + b, 0) / carriedScores.length,
        me: { circuits: me.circuits, abandoned: me.abandoned, meanScore: me.meanScore, z: me.z, p: me.p },
        profile: { circuits: profile.circuits, meanScore: profile.meanScore, z: profile.z },
        world: { circuits: w.circuits, z: w.z },
      }),
    );
    for (const stats of [me, profile]) {
      expect(stats.circuits).toBe(0);
      expect(stats.meanScore).toBeNull();
      expect(stats.z).toBeNull();
      expect(stats.p).toBeNull();
    }
    expect(me.abandoned).toBe(0);
    // Still the account's history, every one marked.
    expect(profile.history.map((c: { id: string }) => c.id).sort()).toEqual([...carriedIds].sort());
    expect(profile.history.every((c: { playedBeforeSignIn: boolean }) => c.playedBeforeSignIn)).toBe(true);
    expect(me.recent.every((c: { playedBeforeSignIn: boolean }) => c.playedBeforeSignIn)).toBe(true);
    // The world counts every circuit played, carried or not.
    expect(w.circuits).toBe(PLAYERS * PER_PLAYER);

    // A circuit started while signed in counts, and is not marked.
    const signedIn = asPlayer(owner.userid, session.headers);
    // A second later than the carried circuits, so it is the latest finished one (recent[0]).
    tick();
    const own = await startCircuit(app, signedIn);
    const played = await playRandom(app, signedIn, own, { seed: 999 });
    const after = (await app.inject({ method: 'GET', url: '/api/stats/me', headers: session.headers })).json();
    expect(after.circuits).toBe(1);
    expect(after.meanScore).toBe(played.view.mainScore);
    expect(after.recent[0]).toMatchObject({ id: own.id, playedBeforeSignIn: false });
  }, 300_000);

  it('gives no statistics to an account registered on an anonymous player that did well', async () => {
    const anon = await newPlayer(app);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const started = await startCircuit(app, anon);
      await playRandom(app, anon, started, { seed: 500 + i });
      ids.push(started.id);
    }
    const before = await world(app);
    const account = await registerNative(app, anon.headers);
    const me = (await app.inject({ method: 'GET', url: '/api/stats/me', headers: account.headers })).json();
    expect(me).toMatchObject({ circuits: 0, abandoned: 0, meanScore: null, z: null });
    expect(me.recent.map((c: { id: string }) => c.id).sort()).toEqual([...ids].sort());
    expect(me.recent.every((c: { playedBeforeSignIn: boolean }) => c.playedBeforeSignIn)).toBe(true);
    expect((await world(app)).circuits).toBe(before.circuits);
  });
});

describe('a login that leaves a circuit unfinished', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: FAST_HASH, circuitSeed, now: () => now });
  });
  afterAll(() => app.close());

  it('abandons and counts it at once, not at the next sweep', async () => {
    const owner = await registerNative(app, {});
    const mine = asPlayer(owner.userid, owner.headers);
    tick();
    const own = await startCircuit(app, mine);
    await playRandom(app, mine, own, { seed: 1, limit: 4 });
    // Played later, so the anonymous circuit is the one that stays active.
    tick();
    const anon = await newPlayer(app);
    const carried = await startCircuit(app, anon);
    tick();
    await playRandom(app, anon, carried, { seed: 2, limit: 4 });
    const before = await world(app);

    const session = await loginNative(app, owner.email, anon.headers);
    const after = await world(app);
    console.log(JSON.stringify({ abandonedBefore: before.abandoned, abandonedAfterLogin: after.abandoned }));
    expect(after.abandoned).toBe(before.abandoned + 1);
    // The account's own circuit was the one closed: it counts against the account.
    const me = (await app.inject({ method: 'GET', url: '/api/stats/me', headers: session.headers })).json();
    expect(me.abandoned).toBe(1);
    const row = await app.ctx.db
      .selectFrom('circuits')
      .select(['status', 'closed_reason', 'expected_score'])
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'abandoned', closed_reason: 'login' });
    expect(row.expected_score).not.toBeNull();
    const active = await app.inject({ method: 'GET', url: '/api/circuits/active', headers: session.headers });
    expect(active.json().id).toBe(carried.id);
  });

  it('counts a carried-in circuit it closes for the world only', async () => {
    const owner = await registerNative(app, {});
    const anon = await newPlayer(app);
    tick();
    const carried = await startCircuit(app, anon);
    await playRandom(app, anon, carried, { seed: 3, limit: 4 });
    tick();
    const mine = asPlayer(owner.userid, owner.headers);
    const own = await startCircuit(app, mine);
    tick();
    await playRandom(app, mine, own, { seed: 4, limit: 4 });
    const before = await world(app);

    const session = await loginNative(app, owner.email, anon.headers);
    expect((await world(app)).abandoned).toBe(before.abandoned + 1);
    const me = (await app.inject({ method: 'GET', url: '/api/stats/me', headers: session.headers })).json();
    expect(me.abandoned).toBe(0);
    const row = await app.ctx.db
      .selectFrom('circuits')
      .select(['status', 'carried_in'])
      .where('id', '=', carried.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'abandoned', carried_in: true });
  });
});
