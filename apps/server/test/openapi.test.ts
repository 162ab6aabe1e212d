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

  // Every response describes its fields: a schema with neither a type nor a combination of typed
  // schemas (an "unknown") would let the serializer send whatever the handler returns.
  it('describes every field of every response: no untyped schema anywhere', () => {
    const untyped = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses).flatMap(([status, response]) =>
          untypedPaths(
            (response.content as Record<string, { schema: unknown }> | undefined)?.['application/json']?.schema,
            '',
          ).map((at) => `${method.toUpperCase()} ${route} ${status}${at}`),
        ),
      ),
    );
    expect(untyped).toEqual([]);
  });
});

/** Where in `schema` a (sub)schema has no type, no enum or const, and no anyOf/allOf/oneOf or if/then/else. */
function untypedPaths(schema: unknown, at: string): string[] {
  if (schema === undefined) return [at || ' (no JSON schema)'];
  const node = schema as Record<string, unknown>;
  const combined = (['anyOf', 'allOf', 'oneOf'] as const).flatMap((key) =>
    Array.isArray(node[key]) ? (node[key] as unknown[]).flatMap((s, i) => untypedPaths(s, `${at}.${key}[${i}]`)) : [],
  );
  const branches = (['then', 'else'] as const).flatMap((key) =>
    node[key] === undefined ? [] : untypedPaths(node[key], `${at}.${key}`),
  );
  const typed = ['type', 'enum', 'const', 'anyOf', 'allOf', 'oneOf', 'then'].some((key) => key in node);
  if (!typed) return [at || '(root)'];
  const record = typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
  const items = Array.isArray(node.items) ? node.items : node.items === undefined ? [] : [node.items];
  const children = [
    ...Object.entries((node.properties as Record<string, unknown> | undefined) ?? {}).map(([k, s]) =>
      untypedPaths(s, `${at}.${k}`),
    ),
    ...Object.values((node.patternProperties as Record<string, unknown> | undefined) ?? {}).map((s) =>
      untypedPaths(s, `${at}[*]`),
    ),
    ...(record === undefined ? [] : [untypedPaths(record, `${at}[*]`)]),
    ...items.map((s: unknown) => untypedPaths(s, `${at}[]`)),
    ...(Array.isArray(node.prefixItems) ? node.prefixItems.map((s, i) => untypedPaths(s, `${at}[${i}]`)) : []),
  ].flat();
  // An object must name its fields: properties, or a record's value schema.
  const opaqueObject =
    node.type === 'object' &&
    node.then === undefined &&
    node.properties === undefined &&
    node.patternProperties === undefined &&
    record === undefined;
  return [
    ...combined,
    ...branches,
    ...children,
    ...(opaqueObject ? [`${at || '(root)'} (object without fields)`] : []),
  ];
}
