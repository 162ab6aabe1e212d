import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTextProblem, MAX_BODY_DEPTH } from '../src/hardening/storable-text';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, startCircuit, type TestPlayer } from './support/game';

describe('finding text PostgreSQL cannot store', () => {
  const nested = (depth: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };
  it.each([
    ['plain words', { choice: 'left', choices: ['Bitter', 'Love'] }, null],
    ['an emoji (a surrogate pair)', { note: 'ok 🙂' }, null],
    ['a NUL in a value', { choice: 'le\u0000ft' }, 'unstorable'],
    ['a NUL in a key', { choice: 'left', '\u0000': 1 }, 'unstorable'],
    ['a lone high surrogate', { choice: '\uD800' }, 'unstorable'],
    ['a lone low surrogate in an array', { choices: ['a', '\uDC00b'] }, 'unstorable'],
    ['a NUL deep inside arrays', [[['\u0000']]], 'unstorable'],
    [`nesting of ${MAX_BODY_DEPTH} levels`, nested(MAX_BODY_DEPTH), null],
  ])('%s → %s', (_case, body, expected) => {
    expect(findTextProblem(body)).toBe(expected);
  });

  it('stops at nesting 100,000 levels deep without overflowing the stack', () => {
    expect(findTextProblem(nested(100_000))).toBe('too-deep');
  });
});

describe('bad input that used to reach the database', () => {
  let app: FastifyInstance;
  let player: TestPlayer;
  beforeAll(async () => {
    app = await buildTestApp();
    player = await newPlayer(app);
  });
  afterAll(() => app.close());

  const movesStored = async (id: string) =>
    (await app.ctx.db.selectFrom('circuit_moves').select('seq').where('circuit_id', '=', id).execute()).length;
  const postRaw = (id: string, raw: string) =>
    app.inject({
      method: 'POST',
      url: `/api/circuits/${id}/moves`,
      headers: { ...player.headers, 'content-type': 'application/json' },
      payload: raw,
    });

  it.each([
    ['a NUL in a key of the move', '{"seq":0,"step":"ready-set-go","move":{"choice":"left","\\u0000":1}}'],
    ['a NUL in a value', '{"seq":0,"step":"ready-set-go","move":{"choice":"le\\u0000ft"}}'],
    ['a lone surrogate', '{"seq":0,"step":"ready-set-go","move":{"choice":"\\ud800"}}'],
  ])('answers 400 and stores nothing for %s', async (_case, raw) => {
    const started = await startCircuit(app, player);
    const response = await postRaw(started.id, raw);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'bad_request',
      message: 'The request holds text the server cannot store (a NUL character or an unpaired UTF-16 surrogate).',
    });
    expect(await movesStored(started.id)).toBe(0);
  });

  it('answers a retry nested thousands of arrays deep with 400, not a stack overflow', async () => {
    const started = await startCircuit(app, player);
    expect((await postRaw(started.id, '{"seq":0,"step":"ready-set-go","move":{"choice":"left"}}')).statusCode).toBe(
      200,
    );
    const deep = '['.repeat(1000) + ']'.repeat(1000);
    const response = await postRaw(started.id, `{"seq":0,"step":"ready-set-go","move":${deep}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels).`);
    expect(await movesStored(started.id)).toBe(1);
  });

  it("answers 400 naming the field when a move carries a field of another step's move", async () => {
    const started = await startCircuit(app, player);
    const response = await postRaw(started.id, '{"seq":0,"step":"ready-set-go","move":{"choice":"left","door":1}}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'malformed',
      message: 'A ready-set-go move has only the field "choice"; "door" is not one of them.',
    });
    expect(await movesStored(started.id)).toBe(0);
  });

  it('answers 400 to extra text padded into a move, so nothing of it is stored or echoed in a proof', async () => {
    const started = await startCircuit(app, player);
    const response = await postRaw(
      started.id,
      JSON.stringify({ seq: 0, step: 'ready-set-go', move: { choice: 'left', pad: 'y'.repeat(1500) } }),
    );
    expect(response.statusCode).toBe(400);
    expect(await movesStored(started.id)).toBe(0);
  });

  it.each([
    ['POST /api/players', '/api/players', 1024],
    ['POST /api/circuits', '/api/circuits', 1024],
  ])('answers 413 to %s with a body over %s bytes', async (_name, url, limit) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { ...player.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'z'.repeat(limit) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers 413 to a move body over 2 KB', async () => {
    const started = await startCircuit(app, player);
    const response = await postRaw(
      started.id,
      JSON.stringify({ seq: 0, step: 'ready-set-go', move: { choice: 'left' }, x: 'z'.repeat(2048) }),
    );
    expect(response.statusCode).toBe(413);
  });

  it('answers 400 to a legacy call whose text body holds an escaped NUL', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/backend/challenge-1.php',
      headers: { 'content-type': 'text/plain' },
      payload: '{"uid":"a\\u0000b","session_id":"x"}',
    });
    expect(response.statusCode).toBe(400);
  });
});
