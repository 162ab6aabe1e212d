import { MoveAnswerBody, Proof } from '@psi/contract';
import { applyMove, randomCircuitMove, seedFromHex, startCircuit, circuitView } from '@psi/engine';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePlugin } from '../src/app-context';
import { buildTestApp } from './helpers/test-app';

// A move answer as a careless handler might build it: the engine's answer, plus the hidden target
// inside the exercise's view, plus the circuit's seed at the top.
const seed = seedFromHex('5e'.repeat(32));
const state = startCircuit(seed);
const played = applyMove(
  seed,
  state,
  randomCircuitMove(circuitView(state), () => 0),
);
if (!played.ok) throw new Error('the first move of a circuit is always legal');
const leaky = {
  seq: 1,
  outcome: { ...played.outcome, target: 'left' },
  view: { ...played.view, view: { ...played.view.view, target: 'left' }, seed: '5e'.repeat(32) },
  state: played.state,
};

const leakyRoutes: RoutePlugin = async (app) => {
  app.get('/api/test/leaky-move', { schema: { response: { 200: MoveAnswerBody } } }, async () => leaky);
  app.get('/api/test/leaky-proof', { schema: { response: { 200: Proof } } }, async () => ({
    seed: 'ab',
    commitment: 'cd',
    moves: [{ step: 'family', move: { choice: 'son', target: 'mother' }, outcome: played.outcome, extra: 1 }],
    scores: { family: 3, secret: 1 },
    mainScore: 3,
    orbs: 0,
    karma: null,
    state: played.state,
  }));
};

describe('response schemas', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ routes: [leakyRoutes] });
  });
  afterAll(() => app.close());

  it('send only the fields a move answer names: a hidden target or the seed a handler left in stays home', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/leaky-move' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('target');
    expect(response.body).not.toContain('5e5e');
    expect(response.body).not.toContain('"state"');
    const sent = response.json();
    expect(sent.view.view).toEqual(played.view.view);
    expect(sent).toEqual({ seq: 1, outcome: played.outcome, view: played.view });
  });

  it("send only a proof's named fields, down to each move's own fields and the scored steps", async () => {
    const sent = (await app.inject({ method: 'GET', url: '/api/test/leaky-proof' })).json();
    expect(sent.moves).toEqual([{ step: 'family', move: { choice: 'son' }, outcome: played.outcome }]);
    expect(sent.scores).toEqual({ family: 3 });
    expect(sent).not.toHaveProperty('state');
  });
});
