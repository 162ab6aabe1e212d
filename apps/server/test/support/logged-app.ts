import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { migratedPgliteTemplate } from '../helpers/pglite-template';

/** Like buildTestApp, with every log line at trace level kept in `lines`, for the secrecy tests. */
export async function buildLoggedApp(
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `psi_test_${randomBytes(6).toString('hex')}` : undefined;
  const app = await buildApp({
    config: {
      ...loadConfig({}),
      dataDir: 'memory://',
      databaseUrl,
      logLevel: 'trace',
      webDist: path.join(tmpdir(), `psi-no-web-dist-${randomBytes(4).toString('hex')}`),
      ...overrides,
    },
    logger: { level: 'trace', stream },
    database: schema ? { schema } : { pgliteTemplate: await migratedPgliteTemplate() },
  });
  if (schema && databaseUrl) {
    app.addHook('onClose', async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    });
  }
  await app.ready();
  return { app, lines };
}
