import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVersion } from '../src/version';
import { buildTestApp } from './helpers/test-app';

interface OpenApiDocument {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
}

describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(() => app.close());

  it('is an OpenAPI 3.1 document carrying the server version', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(serverVersion);
  });

  it('lists the health route with its responses', () => {
    expect(Object.keys(doc.paths['/api/health'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/api/health']?.get?.responses ?? {})).toEqual(['200', '503']);
  });

  it('leaves out itself and the web app files', () => {
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/') && !p.startsWith('/backend/'))).toEqual([]);
  });

  // A guard for every feature's routes: an operation without a response schema would send
  // whatever the handler returns, hidden fields included.
  it('describes a JSON response schema for every operation', () => {
    const missing = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !Object.values(operation.responses).some((r) => r.content !== undefined))
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
    expect(missing).toEqual([]);
  });
});
