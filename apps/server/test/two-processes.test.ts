// docs/scaling.md: several API processes behind a load balancer on one PostgreSQL. Two real server
// processes share a database; every circuit's requests alternate between them, so each process's
// session and circuit caches keep going stale and must be caught by the conditional writes. They also
// share the rate limits and hear each other's logouts (issue 33).
// On the PGlite pass of `npm test` (no DATABASE_URL) a throwaway PostgreSQL is started for it.
import { randomBytes } from 'node:crypto';
import { randomCircuitMove, type CircuitView } from '@psi/engine';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchClient, type HttpClient } from '../src/cli/http-client';
import { runBot } from '../src/cli/run-bot';
import { runServer, type ServerProcess } from './helpers/run-server';
import { postgresForTest, type Postgres } from './support/throwaway-postgres';

const PLAYERS_PER_MINUTE = 30;

let postgres: Postgres;
let database: string;
let servers: ServerProcess[] = [];
let urls: string[] = [];

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  postgres = await postgresForTest();
  database = `psi_two_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`create database ${database}`));
  const url = new URL(postgres.url);
  url.pathname = `/${database}`;
  // Started together: the migration lock makes them take turns at the schema.
  servers = [0, 1].map(() =>
    runServer({
      DATABASE_URL: url.toString(),
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      // The limit test names its own address; the bot's requests come from loopback's.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PLAYERS: String(PLAYERS_PER_MINUTE),
      // The bot's thousand moves in well under a minute, one address: not what this file measures.
      RATE_LIMIT_MOVES: '0',
    }),
  );
  urls = await Promise.all(servers.map((s) => s.url()));
  // Two servers compiling and migrating at once took over 120 s under a load average of 30.
}, 300_000);

afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  if (database) await admin((c) => c.query(`drop database if exists ${database}`));
  await postgres?.stop();
}, 60_000);

/** Sends request n to process n mod 2: one player's circuit is played by both processes in turn. */
function alternating(): HttpClient {
  const clients = urls.map((u) => fetchClient(u));
  let n = 0;
  return (method, path, options) => clients[n++ % clients.length]!(method, path, options);
}

describe('two API processes on one PostgreSQL', () => {
  it('play circuits side by side, every proof checks, and both count every circuit once', async () => {
    const run = await runBot(alternating(), { circuits: 12, concurrency: 4, seed: 5 });
    expect(run.errors).toEqual([]);
    expect(run.failures).toBe(0);
    const url = new URL(postgres.url);
    url.pathname = `/${database}`;
    const inDb = new pg.Client({ connectionString: url.toString() });
    await inDb.connect();
    const stored = await inDb
      .query<{ finished: number; moves: number; gaps: number }>(
        `select
        (select count(*)::int from circuits where status = 'finished') as finished,
        (select count(*)::int from circuit_moves) as moves,
        (select count(*)::int from circuits c where c.seq <> (select count(*) from circuit_moves m where m.circuit_id = c.id)) as gaps`,
      )
      .then((r) => r.rows[0]!)
      .finally(() => inDb.end());
    expect(stored.finished).toBe(12);
    expect(stored.gaps).toBe(0);
    expect(stored.moves).toBe(run.moveMs.length);
    // Each process serves its cached statistics for at most a second after the other one's finish.
    await new Promise((r) => setTimeout(r, 1100));
    for (const url of urls) {
      const world = (await (await fetch(`${url}/api/stats/world`)).json()) as { circuits: number; meanScore: number };
      expect(world.circuits).toBe(12);
      expect(world.meanScore).toBeCloseTo(run.meanScore!, 9);
    }
  }, 180_000);

  it('land one move sent to both processes at once exactly once, both answered alike', async () => {
    const [a, b] = urls.map((u) => fetchClient(u));
    const player = (await a!('POST', '/api/players')).body as { session_id: string };
    const token = player.session_id;
    const started = (await b!('POST', '/api/circuits', { body: {}, token })).body as { id: string; view: CircuitView };
    // Both processes know the circuit at seq 0 (b from starting it, a from a first read).
    expect((await a!('GET', `/api/circuits/${started.id}`, { token })).status).toBe(200);
    const body = { seq: 0, ...randomCircuitMove(started.view, () => 0) };
    const answers = await Promise.all(
      [a!, b!].map((client) => client('POST', `/api/circuits/${started.id}/moves`, { body, token })),
    );
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    const next = await Promise.all([a!, b!].map((client) => client('GET', `/api/circuits/${started.id}`, { token })));
    expect(next.map((x) => (x.body as { seq: number }).seq)).toEqual([1, 1]);
  }, 60_000);

  it('count one rate limit for both: players created alternately from one address stop at the global limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PLAYERS_PER_MINUTE + 10; i++) {
      const res = await fetch(`${urls[i % 2]!}/api/players`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    // Counted per process, each would have allowed PLAYERS_PER_MINUTE: all of them created.
    expect(statuses.filter((s) => s === 201)).toHaveLength(PLAYERS_PER_MINUTE);
    expect(statuses.slice(PLAYERS_PER_MINUTE)).toEqual(Array<number>(10).fill(429));
  }, 60_000);

  it('refuse a session logged out on one process at the very next request to the other', async () => {
    const [a, b] = urls;
    const player = (await (await fetch(`${a!}/api/players`, { method: 'POST' })).json()) as { session_id: string };
    const auth = { authorization: `Bearer ${player.session_id}` };
    const me = async (url: string) => {
      const res = await fetch(`${url}/api/stats/me`, { headers: auth });
      await res.arrayBuffer();
      return res.status;
    };
    // Twice on b: the second answer comes from b's session cache, which trusts a session for 30 s.
    expect([await me(b!), await me(b!), await me(a!)]).toEqual([200, 200, 200]);
    const out = await fetch(`${a!}/api/account/logout`, { method: 'POST', headers: auth });
    expect(out.status).toBe(200);
    expect([await me(b!), await me(a!)]).toEqual([401, 401]);
  }, 60_000);
});
