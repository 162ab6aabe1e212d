import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVersion } from '../src/version';
import { buildTestApp } from './helpers/test-app';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers ok with the database in use and the server version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      version: serverVersion,
    });
  });

  it('answers HEAD as well, for load balancers that probe with it', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 unavailable instead of failing', async () => {
    const app = await buildTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await app.ctx.db.destroy();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', message: 'The database did not answer.' });
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
