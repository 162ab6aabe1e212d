import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, invalidFields, valueOrThrow, type RefusalKind } from '../../src/http/api-error';
import { registerErrorHandler, STATUS_OF_REFUSAL } from '../../src/plugins/error-handler';

// The one table (plugins/error-handler.ts), written out again here so a changed status is a failing test.
const EXPECTED: [RefusalKind, number][] = [
  ['bad_request', 400],
  ['unauthorized', 401],
  ['payment_required', 402],
  ['forbidden', 403],
  ['not_found', 404],
  ['conflict', 409],
  ['rate_limited', 429],
  ['bad_gateway', 502],
  ['unavailable', 503],
];

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  app.get<{ Params: { kind: RefusalKind } }>('/refuse/:kind', async (request) => {
    throw new ApiError(request.params.kind, { error: 'some_code', message: `Refused as ${request.params.kind}.` });
  });
  app.get('/limited', async () => {
    throw new ApiError(
      'rate_limited',
      { error: 'rate_limited', message: 'Too many tries.', retryAfterSeconds: 42 },
      { retryAfterSeconds: 42 },
    );
  });
  app.get('/fields', async () => {
    throw invalidFields({ email: 'Please enter an e-mail address.' });
  });
  app.get('/ordered', async () => {
    throw new ApiError('unauthorized', { error: 'session_error', session_error: 1, message: 'Session timeout.' });
  });
  app.get('/text', async () => {
    throw new ApiError('unavailable', 'Not built yet.\n');
  });
  app.get(
    '/hook',
    { preHandler: async () => Promise.reject(new ApiError('forbidden', { error: 'x', message: 'y' })) },
    () => 'never',
  );
  app.get('/returned', async () => valueOrThrow<object>(new ApiError('not_found', { error: 'nf', message: 'Gone.' })));
  app.get('/value', async () => valueOrThrow<object | ApiError>({ ok: 1 }));
  await app.ready();
});
afterAll(() => app.close());

describe('the one table from refusal kind to HTTP status', () => {
  it('holds exactly the kinds the routes use, each with its status', () => {
    expect(Object.entries(STATUS_OF_REFUSAL)).toEqual(EXPECTED);
  });

  it.each(EXPECTED)('answers %s with %i and the body as thrown, nothing added', async (kind, status) => {
    const res = await app.inject({ method: 'GET', url: `/refuse/${kind}` });
    expect(res.statusCode).toBe(status);
    expect(res.body).toBe(JSON.stringify({ error: 'some_code', message: `Refused as ${kind}.` }));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});

describe('what a refusal carries', () => {
  it('sends Retry-After from retryAfterSeconds, beside the body that says it too', async () => {
    const res = await app.inject({ method: 'GET', url: '/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json()).toEqual({ error: 'rate_limited', message: 'Too many tries.', retryAfterSeconds: 42 });
  });

  it('sends field errors as invalid_fields 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/fields' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(
      JSON.stringify({
        error: 'invalid_fields',
        message: 'Please correct the fields marked.',
        fields: { email: 'Please enter an e-mail address.' },
      }),
    );
  });

  it('keeps the key order of the body (the session error puts session_error before message)', async () => {
    const res = await app.inject({ method: 'GET', url: '/ordered' });
    expect(res.body).toBe('{"error":"session_error","session_error":1,"message":"Session timeout."}');
  });

  it('sends a text body as text/plain', async () => {
    const res = await app.inject({ method: 'GET', url: '/text' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('Not built yet.\n');
  });

  it('is answered the same when a hook refuses', async () => {
    const res = await app.inject({ method: 'GET', url: '/hook' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'x', message: 'y' });
  });

  it('valueOrThrow throws a returned refusal and passes a value through', async () => {
    const refused = await app.inject({ method: 'GET', url: '/returned' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'nf', message: 'Gone.' });
    const value = await app.inject({ method: 'GET', url: '/value' });
    expect(value.statusCode).toBe(200);
    expect(value.json()).toEqual({ ok: 1 });
  });
});
