import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_SYNCS_PER_DAY } from '../src/offline-sync/sync-circuit';
import { buildTestApp } from './helpers/test-app';
import { FAST_HASH, login, register, uniqueEmail } from './support/accounts';
import { newPlayer, type TestPlayer } from './support/game';
import { offlineCircuit } from './support/offline';

// Issue 33 item 4, through the real routes: offline circuits are not lost at login, and one offline
// circuit cannot be synced as many, or from the future.
let app: FastifyInstance;
let now = new Date('2026-03-01T12:00:00Z');
beforeAll(async () => {
  // Sessions outlive the day the sync cap looks back over.
  app = await buildTestApp({ config: { ...FAST_HASH, sessionIdleMinutes: 3 * 24 * 60 }, now: () => now });
});
afterAll(() => app.close());

const sync = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/offline-circuits', headers, payload });
const mine = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/offline-circuits/mine', headers })).json() as {
    circuits: number;
    recent: { id: string }[];
  };
const past = { startedAt: '2026-03-01T10:00:00.000Z', finishedAt: '2026-03-01T10:20:00.000Z' };

describe('offline circuits at login', () => {
  it('move with the anonymous player into the account', async () => {
    const email = uniqueEmail('offline');
    expect((await register(app, { email, password: 'correct horse' })).statusCode).toBe(201);
    const anon = await newPlayer(app);
    const { body } = offlineCircuit(40);
    expect((await sync(anon.headers, { ...body, ...past })).statusCode).toBe(201);

    const signedIn = await login(app, email, 'correct horse', anon.headers, 'native');
    expect(signedIn.statusCode).toBe(200);
    const account = { authorization: `Bearer ${signedIn.json().session_id}` };
    const after = await mine(account);
    console.log(JSON.stringify({ offlineAfterLogin: after.circuits }));
    expect(after.circuits).toBe(1);
    expect(after.recent.map((c) => c.id)).toEqual([body.id]);
  });
});

describe('POST /api/offline-circuits refuses what no device could have played', () => {
  let player: TestPlayer;
  beforeAll(async () => {
    player = await newPlayer(app);
  });

  it('refuses the same seed again under a new id with 409', async () => {
    const { body } = offlineCircuit(41);
    expect((await sync(player.headers, { ...body, ...past })).statusCode).toBe(201);
    const again = await sync(player.headers, { ...body, ...past, id: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This seed was already synced: every offline circuit draws a seed of its own.');
    // From another player too.
    const other = await newPlayer(app);
    expect((await sync(other.headers, { ...body, ...past, id: randomUUID() })).statusCode).toBe(409);
    // The repeat of the same record is still the idempotent 200.
    expect((await sync(player.headers, { ...body, ...past })).statusCode).toBe(200);
  });

  it('refuses a finish time in the future with 400, and stores nothing', async () => {
    const { body } = offlineCircuit(42);
    const response = await sync(player.headers, { ...body, finishedAt: '2099-01-01T00:00:00.000Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("finishedAt is in the future: check the device's clock.");
    expect((await mine(player.headers)).recent.map((c) => c.id)).not.toContain(body.id);
  });

  it(`accepts ${OFFLINE_SYNCS_PER_DAY} a day from one player, then answers 429 with Retry-After`, async () => {
    const busy = await newPlayer(app);
    for (let i = 0; i < OFFLINE_SYNCS_PER_DAY; i++) {
      const response = await sync(busy.headers, { ...offlineCircuit(100 + i).body, ...past });
      expect(response.statusCode).toBe(201);
    }
    const over = await sync(busy.headers, { ...offlineCircuit(99).body, ...past });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      error: 'offline_sync_limit',
      message: `At most ${OFFLINE_SYNCS_PER_DAY} offline circuits a day can be synced. Try again later.`,
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // A day later the player may sync again.
    now = new Date(now.getTime() + 24 * 3600_000 + 1000);
    expect((await sync(busy.headers, { ...offlineCircuit(99).body, ...past })).statusCode).toBe(201);
  });
});
