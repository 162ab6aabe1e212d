import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { Mutex } from './mutex';
import { serialisedPGliteDialect } from './pglite-dialect';
import { preparedName } from './prepared';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder, or `memory://`. */
  dataDir: string;
  /** PostgreSQL only: create this schema if absent and work inside it (tests use one per file). */
  schema?: string | undefined;
  /** PGlite only: start from this dump instead of running initdb (tests, about 4x faster). */
  pgliteTemplate?: Blob | undefined;
  /** Called when a pooled PostgreSQL connection fails (idle or checked out), e.g. the server restarted. */
  onPoolError?: ((error: Error) => void) | undefined;
}

/** Raw access for multi-statement SQL scripts (migrations), which Kysely's PGlite driver cannot send. */
export interface ScriptTransaction {
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  scriptTransaction<T>(fn: (tx: ScriptTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPGlite(options);
}

async function openPGlite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = options.dataDir === 'memory://';
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  // One process per folder (PGlite would let a second one in and both would write): refuse to start.
  const unlock = inMemory ? () => undefined : lockDataDir(options.dataDir);
  let pglite: PGlite;
  try {
    pglite = new PGlite({
      ...(inMemory ? {} : { dataDir: options.dataDir }),
      ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    });
    await pglite.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const lock = new Mutex();
  const db = new Kysely<Database>({ dialect: serialisedPGliteDialect(pglite, lock) });
  return {
    kind: 'pglite',
    db,
    // The same lock as Kysely's connection, so a script never interleaves with a query.
    scriptTransaction: (fn) =>
      lock.run(() =>
        pglite.transaction((tx) =>
          fn({
            exec: async (script) => {
              await tx.exec(script);
            },
            query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
          }),
        ),
      ),
    // Kysely closes its driver only if it ever ran a query; the migrations may have been the only use.
    close: async () => {
      try {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.schema !== undefined) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) throw new Error(`Invalid schema name "${options.schema}"`);
    await createSchema(databaseUrl, options.schema);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // While PostgreSQL is down, a request waits at most this long for a connection, then gets a 503.
    connectionTimeoutMillis: 5_000,
    // Every pooled connection starts inside the schema, so queries need no qualification.
    ...(options.schema !== undefined ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // Without a listener, a client's 'error' event (PostgreSQL restarting, pg_terminate_backend) ends
  // the process. The pool listens only while a client is idle; a client checked out by a request
  // needs its own listener, added once when it connects. The query in flight still fails, and the
  // pool discards the broken client when it is released.
  pool.on('error', (error) => options.onPoolError?.(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onPoolError?.(error));
    nameRegisteredStatements(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    scriptTransaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await db.destroy();
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * Kysely sends every query as `client.query(text, values)`; a text registered in prepared.ts goes
 * out as a named statement instead, which pg prepares once per connection and then only executes.
 */
function nameRegisteredStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof config === 'string' && Array.isArray(values) ? preparedName(config) : undefined;
    return name === undefined ? query(config, values, callback) : query({ name, text: config, values }, callback);
  };
}

async function createSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${quoteIdentifier(schema)}`);
  } finally {
    await client.end();
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
