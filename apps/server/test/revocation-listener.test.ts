// Issue 33 item 6's fallback: while the LISTEN connection is down, a revocation announced by another
// process could be missed, so the session cache must be distrusted (every request checks the
// database) until LISTEN is back. Driven on a real PostgreSQL: the listener's backend is killed by
// pg_terminate_backend, as a database restart or a network cut would.
// On the PGlite pass of `npm test` (no DATABASE_URL) a throwaway PostgreSQL is started for it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { listenForRevocations, type RevocationListener } from '../src/players/revocation-listener';
import { REVOKED_SESSIONS_CHANNEL } from '../src/players/revoke-sessions';
import { SessionCache } from '../src/players/session-cache';
import { postgresForTest, type Postgres } from './support/throwaway-postgres';

const REFRESH_MS = 60_000;
// This listener's own name in pg_stat_activity: on the PostgreSQL pass every test app running at the
// same time has a listener of its own on the same cluster, and only this one may be cut.
const LISTENER_NAME = `psi-revocation-listener-test-${randomBytes(4).toString('hex')}`;

let postgres: Postgres;
let listener: RevocationListener;
const sessions = new SessionCache();
const warnings: string[] = [];
const notes: string[] = [];

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Caches `token` as just confirmed and says whether the cache now answers for it. */
function cachedNow(token: string): boolean {
  sessions.remember(token, `player-of-${token}`, Date.now(), sessions.revision);
  return sessions.fresh(token, Date.now(), REFRESH_MS) !== null;
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  postgres = await postgresForTest();
  listener = await listenForRevocations(
    postgres.url,
    sessions,
    {
      info: (message) => notes.push(message),
      warn: (_obj, message) => warnings.push(message),
    },
    LISTENER_NAME,
  );
}, 120_000);

afterAll(async () => {
  await listener?.close();
  await postgres?.stop();
});

describe('the revocation listener', () => {
  it('drops a session announced by another process from the cache', async () => {
    expect(cachedNow('token-a')).toBe(true);
    await sql('select pg_notify($1, $2)', [REVOKED_SESSIONS_CHANNEL, 'token-a']);
    await until(() => sessions.fresh('token-a', Date.now(), REFRESH_MS) === null, 'the notice');
    expect(sessions.fresh('token-a', Date.now(), REFRESH_MS)).toBeNull();
  });

  it('answers a revocation only once its own listener has heard every announcement committed before', async () => {
    const other = new pg.Client({ connectionString: postgres.url });
    await other.connect();
    try {
      expect(cachedNow('token-d')).toBe(true);
      // Another process's logout has committed; its notice is on its way to our listener.
      await other.query('select pg_notify($1, $2)', [REVOKED_SESSIONS_CHANNEL, 'token-d']);
      // Our own revocation answers only after the listener caught up, so token-d is gone with no
      // polling. Without the wait, the notice was still unread on the socket here.
      await sessions.forgetEverywhere(['token-e']);
      expect(sessions.fresh('token-d', Date.now(), REFRESH_MS)).toBeNull();
    } finally {
      await other.end();
    }
  });

  it('distrusts the cache while its connection is down, and trusts it again once listening', async () => {
    expect(cachedNow('token-b')).toBe(true);
    const killed = await sql<{ killed: boolean }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
        where pid <> pg_backend_pid() and application_name = $1`,
      [LISTENER_NAME],
    );
    expect(killed).toEqual([{ killed: true }]);

    // The lost connection empties the cache and stops it answering: no session is taken on trust.
    await until(() => warnings.length > 0, 'the warning');
    expect(warnings[0]).toMatch(/session revocations unheard: every session is checked in the database/);
    expect(sessions.fresh('token-b', Date.now(), REFRESH_MS)).toBeNull();

    // Back after the first retry (250 ms): the cache is used again, from empty.
    await until(() => notes.includes('session revocations heard again: the session cache is back in use'), 'LISTEN');
    expect(sessions.fresh('token-b', Date.now(), REFRESH_MS)).toBeNull();
    expect(cachedNow('token-c')).toBe(true);

    // And it hears notices on the new connection.
    await sql('select pg_notify($1, $2)', [REVOKED_SESSIONS_CHANNEL, 'token-c']);
    await until(() => sessions.fresh('token-c', Date.now(), REFRESH_MS) === null, 'the notice after reconnecting');
    expect(sessions.fresh('token-c', Date.now(), REFRESH_MS)).toBeNull();
  });
});
