import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/plugins/database-unavailable';
import type { RoutePlugin } from '../src/app-context';
import { buildTestApp } from './helpers/test-app';

const pgError = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('telling the database out of reach from a bug', () => {
  it.each([
    ['57P01 (terminating connection due to administrator command)', pgError('57P01'), true],
    ['57P03 (the database system is starting up)', pgError('57P03'), true],
    ['08006 (connection failure)', pgError('08006'), true],
    ['53300 (too many connections)', pgError('53300'), true],
    ['ECONNREFUSED', pgError('ECONNREFUSED'), true],
    ['ECONNRESET', pgError('ECONNRESET'), true],
    ["node-postgres's 'Connection terminated unexpectedly'", new Error('Connection terminated unexpectedly'), true],
    ["node-postgres's pool timeout", new Error('timeout exceeded when trying to connect'), true],
    ['a unique violation (23505)', pgError('23505'), false],
    ['a syntax error (42601)', pgError('42601'), false],
    ['a TypeError', new TypeError('x is undefined'), false],
    ['a string', 'Connection terminated', false],
    ['null', null, false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

const failing: RoutePlugin = async (app) => {
  const ok = { schema: { response: { 200: Type.Object({}) } } };
  app.get('/api/db-down', ok, async () => {
    throw pgError('57P01', 'terminating connection due to administrator command');
  });
  app.get('/api/bug', ok, async () => {
    throw new TypeError('x is undefined');
  });
};

describe('answers while the database is out of reach', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ routes: [failing] });
  });
  afterAll(() => app.close());

  it('answers 503 with Retry-After and a plain message when the database connection failed', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/db-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'service_unavailable',
      message: 'The server cannot reach its database just now. Please try again in a few seconds.',
    });
  });

  it('still answers 500 without Retry-After for a bug', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
