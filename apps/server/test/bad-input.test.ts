import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePlugin } from '../src/app-context';
import { buildTestApp } from './helpers/test-app';

// Routes declared here, through the same plugin door as the features, so the app's validation,
// parsing and error handling are tested without depending on any one feature's routes.
const probeRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/probe',
    {
      schema: {
        body: Type.Object({ email: Type.String(), count: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({ page: Type.Optional(Type.Integer()) }),
        response: {
          200: Type.Object({
            email: Type.String(),
            count: Type.Integer(),
            page: Type.Union([Type.Integer(), Type.Null()]),
          }),
        },
      },
    },
    async (request) => {
      const body = request.body as { email: string; count: number };
      const query = request.query as { page?: number };
      return { ...body, page: query.page ?? null };
    },
  );
  app.post(
    '/api/probe/raw',
    {
      schema: { body: Type.String(), response: { 200: Type.Object({ raw: Type.String() }) } },
    },
    async (request) => ({ raw: request.body as string }),
  );
  app.get(
    '/api/probe/broken',
    {
      schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } },
    },
    async () => {
      throw new Error('connection to 10.0.0.7 refused: password for psi_admin');
    },
  );
};

describe('bad input to an API route', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ routes: [probeRoutes] });
  });
  afterAll(() => app.close());

  const post = (payload: unknown, url = '/api/probe') =>
    app.inject({ method: 'POST', url, payload: payload as object });

  it('accepts a body that matches the schema', async () => {
    const response = await post({ email: 'a@b.co', count: 2 }, '/api/probe?page=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'a@b.co', count: 2, page: 3 });
  });

  it.each([
    ['a field of the wrong type', { email: 1, count: 2 }, 'body/email must be string'],
    ['a missing field', { count: 2 }, 'body must have required properties email'],
    [
      'a number sent as a string (bodies are not coerced)',
      { email: 'a@b.co', count: '2' },
      'body/count must be integer',
    ],
    ['a number out of range', { email: 'a@b.co', count: 0 }, 'body/count must be >= 1'],
  ])('answers 400 naming the problem for %s', async (_case, payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'bad_request', message });
  });

  it('answers 400 for a query parameter that is not a number', async () => {
    const response = await post({ email: 'a@b.co', count: 2 }, '/api/probe?page=two');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('querystring/page must be integer');
  });

  it.each([
    ['400 for malformed JSON', 'application/json', '{"email": ', 400, 'bad_request', /not valid JSON/],
    [
      '415 for a content type the server does not read',
      'application/xml',
      '<email/>',
      415,
      'unsupported_media_type',
      /Unsupported Media Type/i,
    ],
  ])('answers %s', async (_case, contentType, payload, status, error, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error });
    expect(response.json().message).toMatch(message);
  });

  it('hands a text/plain body over as the raw string, as the legacy calls send JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/raw',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: '{"uid":"x"}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ raw: '{"uid":"x"}' });
  });

  it('answers 500 without revealing the internal error when a handler fails', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'internal_server_error',
      message: 'Something went wrong on the server. Please try again.',
    });
    expect(response.body).not.toMatch(/psi_admin|10\.0\.0\.7/);
  });
});

describe('an unknown API path', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here?x=1'],
    ['GET', '/api'],
    ['POST', '/backend/unknown.php'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'not_found',
      message: `No route ${method} ${url.split('?')[0]}`,
    });
  });
});
