import Fastify from 'fastify';
import { MoveAnswerBody, Proof, Started } from '@psi/contract';
import {
  applyMove,
  circuitView,
  randomCircuitMove,
  seedFromHex,
  sfc32,
  startCircuit,
  type CircuitView,
  type Outcome,
} from '@psi/engine';
import { describe, expect, it } from 'vitest';
import { viewSerializerCompiler } from '../../src/plugins/view-serializer';

/** Every start and move answer, and the proof, of a circuit played by a seeded random guesser. */
function answers(seedHex: string, randomSeed: number) {
  const random = sfc32(randomSeed).int;
  const seed = seedFromHex(seedHex);
  let state = startCircuit(seed);
  const start = { id: 'c', commitment: 'ab', seq: 0, view: circuitView(state) };
  const moves: { seq: number; outcome: Outcome; view: CircuitView }[] = [];
  const played: { step: string; move: unknown; outcome: Outcome }[] = [];
  let view = start.view;
  for (let i = 0; i < 5_000 && !view.over; i++) {
    const move = randomCircuitMove(view, random);
    const result = applyMove(seed, state, move);
    if (!result.ok) continue;
    ({ state, view } = result);
    moves.push({ seq: moves.length + 1, outcome: result.outcome, view });
    played.push({ step: move.step, move: move.move, outcome: result.outcome });
  }
  const { scores, mainScore, orbs, karma } = view;
  const proof = { seed: seedHex, commitment: 'ab', moves: played, scores, mainScore, orbs: orbs.length, karma };
  return { start, moves, proof };
}

/** One route per schema, answering the body it is given, through the default or the view serializer. */
async function server(plain: boolean) {
  const app = Fastify();
  const serializer = plain ? { serializerCompiler: viewSerializerCompiler } : {};
  for (const [path, schema] of [
    ['/move', MoveAnswerBody],
    ['/start', Started],
    ['/proof', Proof],
  ] as const)
    app.post(path, { ...serializer, schema: { response: { 200: schema } } }, async (request) => request.body);
  await app.ready();
  return app;
}

describe('viewSerializerCompiler', () => {
  it('writes the same JSON as the schema serializer for every answer and the proof of ten random circuits', async () => {
    const [schemaWritten, plainWritten] = await Promise.all([server(false), server(true)]);
    let compared = 0;
    for (let c = 0; c < 10; c++) {
      const { start, moves, proof } = answers((c + 40).toString(16).padStart(64, '0'), c + 1);
      expect(moves.at(-1)!.view.over).toBe(true);
      const bodies = [
        ['/start', start] as const,
        ['/proof', proof] as const,
        ...moves.map((m) => ['/move', m] as const),
      ];
      for (const [url, body] of bodies) {
        const [a, b] = await Promise.all(
          [schemaWritten, plainWritten].map((app) => app.inject({ method: 'POST', url, payload: body })),
        );
        expect(b!.statusCode).toBe(200);
        expect(JSON.parse(b!.body)).toEqual(JSON.parse(a!.body));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('would write a field the schema does not name (which is why the contract test closes the view schemas)', async () => {
    const [schemaWritten, plainWritten] = await Promise.all([server(false), server(true)]);
    const { moves } = answers('cd'.repeat(32), 9);
    const leaky = { ...moves[0]!, view: { ...moves[0]!.view, target: 'left' } };
    const [a, b] = await Promise.all(
      [schemaWritten, plainWritten].map((app) => app.inject({ method: 'POST', url: '/move', payload: leaky })),
    );
    expect(JSON.parse(a!.body).view.target).toBeUndefined();
    expect(JSON.parse(b!.body).view.target).toBe('left');
  });
});
