import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import type { RoutePlugin } from '../../src/app-context';
import { migratedPgliteTemplate, pgliteTemplate } from './pglite-template';

export interface TestAppOptions {
  /** A clock for the app (ctx.now), e.g. to move past the session idle time. */
  now?: () => Date;
  /** Where verified circuits' seeds come from (AppContext.circuitSeed), e.g. a seeded generator. */
  circuitSeed?: () => Uint8Array;
  /** Overrides of the test configuration (in-memory database, no web app, silent logs). */
  config?: Partial<Config>;
  /** Route plugins instead of routes.ts's list. */
  routes?: RoutePlugin[];
}

/**
 * The whole app on a database of its own, migrated and ready for `app.inject`:
 * PGlite in memory by default, started from an already migrated dump; with DATABASE_URL set (scripts/with-postgres.sh), a fresh schema
 * `psi_test_<random>` on that PostgreSQL, dropped by `app.close()`. Always close the app.
 *
 *   let app: FastifyInstance;
 *   beforeEach(async () => { app = await buildTestApp(); });
 *   afterEach(() => app.close());
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const config: Config = {
    ...loadConfig({}),
    dataDir: 'memory://',
    databaseUrl,
    // A folder that does not exist: the API tests never depend on whether the web app was built.
    webDist: path.join(tmpdir(), `psi-no-web-dist-${randomBytes(4).toString('hex')}`),
    logLevel: 'silent',
    // Tests play thousands of moves from one address; rate-limits.test.ts turns the limits on.
    rateLimits: { players: 0, circuits: 0, moves: 0 },
    maintenanceIntervalMinutes: 0,
    // Control circuits only where a test asks (controls.test.ts): they would play during other tests.
    controlCircuitsPerDay: 0,
    ...options.config,
  };
  const schema = config.databaseUrl ? `psi_test_${randomBytes(6).toString('hex')}` : undefined;
  const app = await buildApp({
    config,
    ...(options.now ? { now: options.now } : {}),
    ...(options.circuitSeed ? { circuitSeed: options.circuitSeed } : {}),
    ...(options.routes ? { routes: options.routes } : {}),
    database: schema ? { schema } : { pgliteTemplate: await migratedPgliteTemplate() },
  });
  if (schema && config.databaseUrl) {
    const url = config.databaseUrl;
    app.addHook('onClose', () => dropSchema(url, schema));
  }
  await app.ready();
  return app;
}

/**
 * A bare database handle, not migrated, on the same kind of fresh database as buildTestApp
 * (for tests of the migration runner itself). `close()` also drops the PostgreSQL schema.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) return openDatabase({ dataDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
  const schema = `psi_test_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://', schema });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropSchema(databaseUrl, schema);
    },
  };
}

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
