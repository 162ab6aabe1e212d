import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { REVOKED_SESSIONS_CHANNEL } from './revoke-sessions';
import type { SessionCache } from './session-cache';

export interface RevocationListener {
  close(): Promise<void>;
}

interface Log {
  info(message: string): void;
  warn(obj: object, message: string): void;
}

const RETRY_MS = [250, 1_000, 5_000];
/** How long a revocation waits to hear itself announced before answering anyway (a slow database). */
const ECHO_TIMEOUT_MS = 2_000;
/** Marks the listener's own catch-up notices; a session's payload is a hex SHA-256, never this. */
const BARRIER_PREFIX = 'barrier:';
/** Names the connection in pg_stat_activity, for operators (a test passes a name of its own). */
export const LISTENER_APPLICATION_NAME = 'psi-revocation-listener';

/**
 * PostgreSQL only: one connection of its own (LISTEN needs a session, not a pooled connection) hears
 * every session deleted by any API process (revoke-sessions.ts) and drops it from this process's
 * cache, so a logged-out session is refused everywhere from the next request. While the connection is
 * down, announcements could be missed: the cache is distrusted (every request checks the database,
 * as it would with no cache) until LISTEN is back, then it starts empty. Resolves once listening, or
 * after the first failure (the cache distrusted and a retry scheduled): a server still starts.
 */
export async function listenForRevocations(
  databaseUrl: string,
  sessions: SessionCache,
  log: Log,
  applicationName = LISTENER_APPLICATION_NAME,
): Promise<RevocationListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  /** Catch-up notices sent and not yet heard back, by payload. */
  const barriers = new Map<string, () => void>();

  const lost = (error: Error | null) => {
    if (closed || client === null) return;
    const gone = client;
    client = null;
    gone.removeAllListeners();
    gone.on('error', () => undefined);
    void gone.end().catch(() => undefined);
    sessions.distrust();
    const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]!;
    log.warn(
      { err: error },
      `session revocations unheard: every session is checked in the database; listening again in ${wait} ms`,
    );
    retry = setTimeout(() => void connect(), wait);
    retry.unref();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5_000,
      // An idle connection that silently died (a network partition) must end, not leave the cache
      // trusted while no notice can arrive: TCP keepalive probes after 10 s of silence.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: applicationName,
    });
    client = next;
    next.on('error', (error) => lost(error));
    next.on('end', () => lost(null));
    next.on('notification', (message) => {
      if (message.channel !== REVOKED_SESSIONS_CHANNEL || !message.payload) return;
      const barrier = barriers.get(message.payload);
      if (barrier) barrier();
      else sessions.forget(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${REVOKED_SESSIONS_CHANNEL}`);
    } catch (error) {
      if (client === next) lost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (client !== next) return;
    if (failures > 0) log.info('session revocations heard again: the session cache is back in use');
    failures = 0;
    sessions.trust();
  };

  /**
   * Announces a notice of our own and waits to hear it: notices reach a listener in commit order, so
   * every revocation committed before it has then been heard here, and signalled to every other
   * listening process by the same commits. While the connection is down the cache is distrusted
   * anyway: nothing to wait for.
   */
  const heardSoFar = async (): Promise<void> => {
    const via = client;
    if (via === null) return;
    const payload = `${BARRIER_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      barriers.set(payload, resolve);
      timer = setTimeout(resolve, ECHO_TIMEOUT_MS);
    });
    try {
      await via.query('select pg_notify($1, $2)', [REVOKED_SESSIONS_CHANNEL, payload]);
      await heard;
    } catch {
      // The connection failed under us: lost() distrusts the cache, which is as good as hearing.
    } finally {
      clearTimeout(timer);
      barriers.delete(payload);
    }
  };

  // Until LISTEN answers, a revocation could be missed: start distrusted.
  sessions.distrust();
  sessions.listenedBy(heardSoFar);
  await connect();
  return {
    close: async () => {
      closed = true;
      sessions.listenedBy(() => Promise.resolve());
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
