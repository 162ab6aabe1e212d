import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, startCircuit, type TestPlayer } from './support/game';

interface Operation {
  method: string;
  path: string;
}

const REQUESTS = 10_000;

// Text a client may send: plain words and step names, and what broke the server before (NUL,
// lone surrogates, long strings), in keys as well as values.
const nastyString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    'left',
    'family',
    'ready-set-go',
    'karma',
    '\u0000',
    '\uD800',
    'a\uDC00',
    '\u0000key',
    '🙂',
    '-1',
    '1e309',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 100, maxLength: 3000 }),
);
const json = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 5 }),
  ),
})).value;
// Near-valid moves reach deeper: the right shape with odd values, or valid moves with a twist.
const moveLike = fc.record(
  {
    seq: fc.oneof(fc.integer({ min: -1, max: 3 }), json),
    step: fc.oneof(fc.constantFrom('ready-set-go', 'family', 'karma', 'poker'), nastyString),
    move: fc.oneof(
      fc
        .tuple(
          fc.record({ choice: fc.oneof(fc.constantFrom('left', 'middle', 'right', 'mother', 'son'), nastyString) }),
          fc.dictionary(nastyString, json, { maxKeys: 2 }),
        )
        .map(([move, extra]) => ({ ...extra, ...move })),
      json,
    ),
  },
  { requiredKeys: [] },
);
// Any text as URL bytes, and escapes that are not valid UTF-8 or not escapes at all.
const percent = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const urlPart = fc.oneof(nastyString.map(percent), fc.constantFrom('%00', '%ED%A0%80', '%', '%zz', '..', '%2F..%2F'));
// Deeply nested bodies, sent as raw text so no serialiser chokes on them first.
const deepRaw = fc
  .integer({ min: 10, max: 5000 })
  .map((d) => `{"seq":0,"step":"ready-set-go","move":${'['.repeat(d)}${']'.repeat(d)}}`);

describe(`${REQUESTS.toLocaleString('en')} fuzzed requests over every OpenAPI operation`, () => {
  let app: FastifyInstance;
  let operations: Operation[];
  let player: TestPlayer;
  let circuitId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
    );
    player = await newPlayer(app);
    circuitId = (await startCircuit(app, player)).id;
  }, 120_000);
  afterAll(() => app.close());

  it('gets no 5xx answer', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(8);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 1000 }),
        fc.oneof(fc.constant('circuit'), fc.constant('active'), urlPart),
        fc.oneof(fc.constant('valid'), fc.constant('none'), urlPart),
        fc.oneof(
          json.map((v) => JSON.stringify(v) ?? 'null'),
          moveLike.map((v) => JSON.stringify(v)),
          deepRaw,
          nastyString,
        ),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/json; charset=utf-8',
          'application/x-www-form-urlencoded',
          '',
        ),
        fc.oneof(
          fc.constant(''),
          urlPart.map((s) => `?last_level_web=${s}`),
        ),
        async (pick, idParam, auth, payload, contentType, query) => {
          const op = operations[pick % operations.length]!;
          const url = op.path.replace('{id}', idParam === 'circuit' ? circuitId : idParam) + query;
          const headers: Record<string, string> = {};
          if (auth === 'valid') headers.authorization = `Bearer ${player.session_id}`;
          else if (auth !== 'none') headers.authorization = `Bearer ${auth}`;
          if (contentType) headers['content-type'] = contentType;
          const response = await app.inject({
            method: op.method as 'GET',
            url,
            headers,
            ...(op.method === 'GET' ? {} : { payload }),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500)
            failures.push(`${op.method} ${url} → ${response.statusCode} ${payload.slice(0, 200)}`);
          return response.statusCode < 500;
        },
      ),
      { numRuns: REQUESTS, seed: 8, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(REQUESTS);
    // The fuzzer reaches past validation too: some requests are accepted.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
  }, 600_000);
});
