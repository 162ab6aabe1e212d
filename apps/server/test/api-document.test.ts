import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('describes every player, circuit, stats and legacy route (docs/api.md)', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/players',
        'POST /api/circuits',
        'GET /api/circuits/active',
        'GET /api/circuits/{id}',
        'POST /api/circuits/{id}/moves',
        'GET /api/circuits/{id}/proof',
        'GET /api/stats/world',
        'GET /api/stats/me',
        'POST /backend/psychic_backend.php',
        'POST /backend/challenge-1.php',
      ]),
    );
    expect(doc.paths['/api/circuits/{id}/moves']?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/stats/world']?.get?.security).toBeUndefined();
  });

  it('names the field at fault when a move body fails its schema', async () => {
    const player = (await app.inject({ method: 'POST', url: '/api/players' })).json();
    const headers = { authorization: `Bearer ${player.session_id}` };
    const started = (await app.inject({ method: 'POST', url: '/api/circuits', headers, payload: {} })).json();
    const response = await app.inject({
      method: 'POST',
      url: `/api/circuits/${started.id}/moves`,
      headers,
      payload: { seq: 'first', step: 'ready-set-go', move: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('seq');
  });
});
