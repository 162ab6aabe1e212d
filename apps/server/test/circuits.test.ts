import type { FastifyInstance } from 'fastify';
import { commitment, replay, seedFromHex, STEPS } from '@psi/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { answerOf, newPlayer, playRandom, postMove, startCircuit, type TestPlayer } from './support/game';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (player: TestPlayer, url: string) => app.inject({ method: 'GET', url, headers: player.headers });
const movesStored = async (id: string) =>
  (await app.ctx.db.selectFrom('circuit_moves').select('seq').where('circuit_id', '=', id).execute()).length;

describe('POST /api/circuits', () => {
  it('starts a circuit at its first exercise with a SHA-256 commitment and seq 0', async () => {
    const player = await newPlayer(app);
    const response = await app.inject({ method: 'POST', url: '/api/circuits', headers: player.headers, payload: {} });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['commitment', 'id', 'seq', 'view']);
    expect(body.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(body.seq).toBe(0);
    expect(body.view).toMatchObject({
      step: 'ready-set-go',
      route: 'game-ready-set-go',
      stepIndex: 0,
      exerciseNumber: 1,
      over: false,
      mainScore: 0,
    });
  });

  it('keeps the seed on the server: the stored seed hashes to the published commitment', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const row = await app.ctx.db
      .selectFrom('circuits')
      .select(['seed'])
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    expect(commitment(seedFromHex(row.seed))).toBe(started.commitment);
    expect(JSON.stringify(started)).not.toContain(row.seed);
  });

  it('draws a different seed for every circuit', async () => {
    const player = await newPlayer(app);
    const a = await startCircuit(app, player);
    const b = await startCircuit(app, player);
    expect(a.commitment).not.toBe(b.commitment);
  });

  it('answers 401 session_error without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/circuits', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('session_error');
  });
});

describe('GET /api/circuits/active and /api/circuits/{id}', () => {
  it('returns the unfinished circuit with its seq, view and last outcome, for resuming', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const fresh = await get(player, '/api/circuits/active');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ ...started, lastOutcome: null });

    const played = await playRandom(app, player, started, { limit: 3 });
    const last = played.record.at(-1)!;
    for (const url of ['/api/circuits/active', `/api/circuits/${started.id}`]) {
      const response = await get(player, url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: started.id,
        commitment: started.commitment,
        seq: 3,
        view: last.view,
        lastOutcome: last.outcome,
      });
    }
  });

  it('answers 404 when the player has no unfinished circuit', async () => {
    const player = await newPlayer(app);
    const response = await get(player, '/api/circuits/active');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it.each([
    ["someone else's circuit", 'foreign'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['an id that is not a UUID', 'not-a-uuid'],
  ])('answers 404 for %s', async (_case, which) => {
    const owner = await newPlayer(app);
    const other = await newPlayer(app);
    const started = await startCircuit(app, owner);
    const id = which === 'foreign' ? started.id : which;
    for (const url of [`/api/circuits/${id}`, `/api/circuits/${id}/proof`]) {
      const response = await get(other, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'There is no such circuit for this player.' });
    }
  });

  it('abandons the unfinished circuit when a new one starts', async () => {
    const player = await newPlayer(app);
    const first = await startCircuit(app, player);
    const second = await startCircuit(app, player);
    expect((await get(player, '/api/circuits/active')).json().id).toBe(second.id);
    const move = await postMove(app, player, first.id, { seq: 0, step: 'ready-set-go', move: { choice: 'left' } });
    expect(move.statusCode).toBe(409);
    expect(move.json().error).toBe('circuit_over');
  });
});

describe('POST /api/circuits/{id}/moves', () => {
  it('applies a move and answers the outcome, the new view and the new seq', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const response = await postMove(app, player, started.id, {
      seq: 0,
      step: 'ready-set-go',
      move: { choice: 'middle' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.seq).toBe(1);
    expect(['hit', 'miss']).toContain(body.outcome.kind);
    // The target is random: a first-go hit (one time in three) ends Ready Set Go with 1 and moves on,
    // and the answer carries Ready Set Go's final view, the card found in it.
    if (body.outcome.kind === 'hit') {
      expect(Object.keys(body).sort()).toEqual(['finished', 'outcome', 'seq', 'view']);
      expect(body.view.step).toBe('family');
      expect(body.view.scores['ready-set-go']).toBe(1);
      expect(body.finished).toMatchObject({ step: 'ready-set-go', found: 'middle', over: true, score: 1 });
    } else {
      expect(Object.keys(body).sort()).toEqual(['outcome', 'seq', 'view']);
      expect(body.view.step).toBe('ready-set-go');
      expect(body.view.view.attempts).toBe(1);
    }
  });

  it('answers a retry of the same move with the same answer and changes nothing', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const payload = { seq: 0, step: 'ready-set-go', move: { choice: 'left' } };
    const first = await postMove(app, player, started.id, payload);
    const retry = await postMove(app, player, started.id, payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await movesStored(started.id)).toBe(1);
    expect((await get(player, `/api/circuits/${started.id}`)).json().seq).toBe(1);
  });

  it('treats a retried move with its keys in another order as the same move', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const played = await playRandom(app, player, started, { limit: 100 });
    const universal = played.record.find((r) => r.step === 'universal')!;
    const move = universal.move as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(move).reverse());
    const retry = await postMove(app, player, started.id, {
      seq: universal.seq - 1,
      step: 'universal',
      move: reordered,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(answerOf(universal));
  });

  it('answers a retry of every move of a whole circuit, however old, with the answer it first got', async () => {
    // Moves do not store their view (migration 030): a retry's view is rebuilt by replaying the moves.
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const played = await playRandom(app, player, started, { seed: 9 });
    expect(played.view.over).toBe(true);
    for (const entry of played.record) {
      const { seq, step, move } = entry;
      const retry = await postMove(app, player, started.id, { seq: seq - 1, step, move });
      expect(retry.statusCode).toBe(200);
      // The finishing moves' retries bring their step's final view too.
      expect(retry.json()).toEqual(answerOf(entry));
    }
    expect(played.record.filter((r) => r.finished).length).toBe(STEPS.length);
    expect(await movesStored(started.id)).toBe(played.record.length);
  });

  it('lands concurrent duplicates of a move once, answering each the same', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const payload = { seq: 0, step: 'ready-set-go', move: { choice: 'right' } };
    const answers = await Promise.all(Array.from({ length: 6 }, () => postMove(app, player, started.id, payload)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]!.json());
    expect(await movesStored(started.id)).toBe(1);
  });

  it.each([
    ['a seq ahead of the circuit', [], { seq: 1, choice: 'left' }],
    ['an old seq carrying a different move', [{ seq: 0, choice: 'left' }], { seq: 0, choice: 'middle' }],
  ])('answers 409 out_of_order to %s', async (_case, earlier, late) => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    for (const { seq, choice } of earlier)
      await postMove(app, player, started.id, { seq, step: 'ready-set-go', move: { choice } });
    const response = await postMove(app, player, started.id, {
      seq: late.seq,
      step: 'ready-set-go',
      move: { choice: late.choice },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'out_of_order', expectedSeq: earlier.length });
    expect(await movesStored(started.id)).toBe(earlier.length);
  });

  it("answers 404 to a move on someone else's circuit and leaves it untouched", async () => {
    const owner = await newPlayer(app);
    const other = await newPlayer(app);
    const started = await startCircuit(app, owner);
    const response = await postMove(app, other, started.id, { seq: 0, step: 'ready-set-go', move: { choice: 'left' } });
    expect(response.statusCode).toBe(404);
    expect(await movesStored(started.id)).toBe(0);
  });

  it.each([
    ['a step that is not the current one', { step: 'family', move: { choice: 'son' } }, 'wrong-step'],
    ['an unknown card', { step: 'ready-set-go', move: { choice: 'top' } }, 'unknown-choice'],
    ['an unknown step', { step: 'poker', move: {} }, 'wrong-step'],
  ])("answers 400 with the engine's code and message to %s", async (_case, payload, code) => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const response = await postMove(app, player, started.id, { seq: 0, ...payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(code);
    expect(body.message).toMatch(/\w+ \w+/);
    expect(await movesStored(started.id)).toBe(0);
  });

  it("answers 400 with the engine's message when Universal lacks a selection (spec §5)", async () => {
    const player = await newPlayer(app);
    const circuit = await startCircuit(app, player);
    let { seq, view } = circuit;
    while (view.step !== 'universal') {
      ({ seq, view } = await playRandom(app, player, { id: circuit.id, seq, view }, { limit: 1 }));
    }
    const response = await postMove(app, player, circuit.id, {
      seq,
      step: 'universal',
      move: { shape: 'square', colour: 'red' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('incomplete');
  });

  it.each([
    ['no body', undefined],
    ['no seq', { step: 'ready-set-go', move: { choice: 'left' } }],
    ['a negative seq', { seq: -1, step: 'ready-set-go', move: { choice: 'left' } }],
    ['a seq that is text', { seq: '0', step: 'ready-set-go', move: { choice: 'left' } }],
    ['no move', { seq: 0, step: 'ready-set-go' }],
    ['a move that is not an object', { seq: 0, step: 'ready-set-go', move: 'left' }],
    ['a field beside seq, step and move', { seq: 0, step: 'ready-set-go', move: { choice: 'left' }, note: 'x' }],
    ['a move field no step has', { seq: 0, step: 'ready-set-go', move: { choice: 'left', pad: 'y'.repeat(100) } }],
    ['a word longer than any choice', { seq: 0, step: 'ready-set-go', move: { choice: 'x'.repeat(41) } }],
  ])('answers 400 to a body with %s', async (_case, payload) => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const response = await app.inject({
      method: 'POST',
      url: `/api/circuits/${started.id}/moves`,
      headers: { ...player.headers, 'content-type': 'application/json' },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('a whole circuit and GET /api/circuits/{id}/proof', () => {
  it('answers 409 not_over before the end, then a proof that verifies', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const early = await get(player, `/api/circuits/${started.id}/proof`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('not_over');

    const played = await playRandom(app, player, started, { seed: 11 });
    expect(played.view).toMatchObject({ over: true, step: 'end', route: 'game-end' });
    expect(Object.keys(played.view.scores)).toHaveLength(STEPS.filter((s) => s.scored).length);

    const response = await get(player, `/api/circuits/${started.id}/proof`);
    expect(response.statusCode).toBe(200);
    const proof = response.json();
    expect(proof.commitment).toBe(started.commitment);
    expect(commitment(seedFromHex(proof.seed))).toBe(started.commitment);
    expect(proof.moves).toEqual(played.record.map(({ step, move, outcome }) => ({ step, move, outcome })));
    expect(proof).toMatchObject({
      scores: played.view.scores,
      mainScore: played.view.mainScore,
      orbs: played.view.orbs.length,
      karma: played.view.karma,
    });
    const check = replay(seedFromHex(proof.seed), proof.moves);
    expect(check.ok).toBe(true);
    expect(check.final.scores).toEqual(proof.scores);
  });

  it('answers 409 circuit_over to a new move once over, a retry of the last move still gets its answer', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const played = await playRandom(app, player, started, { seed: 12 });
    const last = played.record.at(-1)!;
    const more = await postMove(app, player, started.id, { seq: played.seq, step: 'karma', move: { number: 50 } });
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toBe('circuit_over');
    const retry = await postMove(app, player, started.id, { seq: played.seq - 1, step: last.step, move: last.move });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(answerOf(last));
    expect(last.finished).toMatchObject({ step: 'karma', over: true });
    expect((await get(player, '/api/circuits/active')).statusCode).toBe(404);
  });
});
