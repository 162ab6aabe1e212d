import { describe, expect, it } from 'vitest';
import { GOOD_OUTCOME } from '../constants';
import type { CountingSource, TargetStreams } from '../targets/source';
import type { CircuitMove, CircuitState, StepId } from '../types';
import { applyMove, startCircuit } from './circuit';
import { applyMoveWith, startCircuitWith } from './machine';
import { normaliseRoute } from './routes';
import { STEPS } from './steps';
import { circuitView } from './view';

/** Every target is the first option (index 0): a circuit whose answers a test can know. */
const firstOptions: TargetStreams = (_step, start): CountingSource => {
  let counter = start;
  return {
    get counter() {
      return counter;
    },
    int: () => {
      counter++;
      return 0;
    },
  };
};

/** The right move for every step when every target is index 0 (door/gate 0 is locked, so open 1). */
const rightMoves: Record<StepId, unknown[]> = {
  'ready-set-go': [{ choice: 'left' }],
  family: [{ choice: 'mother' }],
  universal: [{ shape: 'triangle', colour: 'green', number: 0 }],
  zener: [{ symbol: 'circle' }],
  doubles: [{ action: 'roll' }],
  'yin-yang': [{ choice: 'yin' }],
  doors: Array.from({ length: 6 }, () => ({ door: 1 })),
  elements: [{ choice: 'earth' }],
  duality: [{ choices: ['Bitter', 'Love', 'Light', 'Hot', 'Joy', 'Order'] }],
  'crop-circles': [{ circle: 'angel', crop: 'barley', moon: 'full-moon' }],
  'zener-reveal': [{ action: 'draw' }],
  gateway: Array.from({ length: 7 }, () => ({ gate: 1 })),
  'sense-the-sense': [{ choice: 'sight' }],
  'three-wise-monkeys': [{ choice: 'see-no-evil' }],
  mantra: [{ choice: 'Need' }, { choice: 'Love' }, { choice: 'Peace' }],
  'in-the-garden': Array.from({ length: 5 }, () => ({ answer: false })),
  karma: [{ number: 1 }],
};

function playAll(moves: CircuitMove[]): CircuitState {
  let state = startCircuitWith(firstOptions);
  for (const move of moves) {
    const applied = applyMoveWith(firstOptions, state, move);
    if (!applied.ok) throw new Error(applied.message);
    state = applied.state;
  }
  return state;
}
const perfect = STEPS.flatMap((s) => rightMoves[s.id].map((move) => ({ step: s.id, move })));

describe('the circuit', () => {
  it("runs the 17 steps in the specification's order, Zener's pick right after Universal", () => {
    expect(STEPS.map((s) => s.id)).toEqual([
      'ready-set-go',
      'family',
      'universal',
      'zener',
      'doubles',
      'yin-yang',
      'doors',
      'elements',
      'duality',
      'crop-circles',
      'zener-reveal',
      'gateway',
      'sense-the-sense',
      'three-wise-monkeys',
      'mantra',
      'in-the-garden',
      'karma',
    ]);
    expect(STEPS.map((s) => s.route)).toContain('game-zener-reveal');
    expect(STEPS.filter((s) => s.scored)).toHaveLength(15);
    expect(STEPS.filter((s) => s.orb).map((s) => s.id)).toEqual([
      'universal',
      'doors',
      'crop-circles',
      'zener-reveal',
      'gateway',
      'mantra',
      'in-the-garden',
    ]);
  });

  it('numbers the exercises 1 to 16 as the instruction popup does, the Zener pick sharing 10', () => {
    expect(STEPS.map((s) => s.number)).toEqual([1, 2, 3, 10, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it.each([
    ['zener', 'zener-reveal'],
    ['universal', 'zener'],
    ['family', 'family'],
    ['game-end', 'game-end'],
    ['karma', 'karma'],
  ])('normalises the route name %s to %s', (name, expected) => expect(normaliseRoute(name)).toBe(expected));

  it('keeps the good-outcome constant exactly as written', () => {
    expect(GOOD_OUTCOME).toBe(42.385);
  });

  it('starts at Ready Set Go with an empty score', () => {
    const view = circuitView(startCircuit(new Uint8Array(32)));
    expect(view).toMatchObject({
      step: 'ready-set-go',
      route: 'game-ready-set-go',
      stepIndex: 0,
      exerciseNumber: 1,
      mainScore: 0,
      orbs: [],
      karma: null,
      over: false,
      goodOutcome: null,
    });
  });

  it('scores 15 with all seven orbs and Karma 99 when every guess is right at once', () => {
    const view = circuitView(playAll(perfect));
    expect(view).toMatchObject({
      step: 'end',
      route: 'game-end',
      over: true,
      mainScore: 15,
      karma: 99,
      goodOutcome: true,
      exerciseNumber: null,
      view: null,
    });
    expect(view.orbs).toHaveLength(7);
    expect(Object.values(view.scores).every((s) => s === 1)).toBe(true);
  });

  it("keeps Karma's rating out of the main score", () => {
    const beforeKarma = circuitView(playAll(perfect.slice(0, -1)));
    expect(beforeKarma).toMatchObject({ step: 'karma', mainScore: 15, over: false, karma: null });
    expect(circuitView(playAll(perfect)).mainScore).toBe(15);
  });

  it('saves the Zener symbol in part 1 and flips the deck against it in part 2', () => {
    const moves = perfect.flatMap((m) =>
      m.step === 'zener' ? [{ step: m.step, move: { symbol: 'star' } }] : m.step === 'zener-reveal' ? [m, m] : [m],
    );
    const upToReveal = moves.slice(
      0,
      moves.findIndex((m) => m.step === 'zener-reveal'),
    );
    expect(circuitView(playAll(upToReveal)).view).toMatchObject({ step: 'zener-reveal', symbol: 'star', draws: [] });
    expect(circuitView(playAll(moves)).scores['zener-reveal']).toBe(3); // every draw is the circle
  });

  it.each([
    [42, true],
    [43, false],
  ])('calls a finished main score of %i a good outcome: %s (strictly below 42.385)', (score, good) => {
    const state: CircuitState = {
      version: 1,
      index: STEPS.length,
      exercise: null,
      draws: 0,
      scores: { family: score },
      orbs: [],
      karma: 0,
      zenerSymbol: 'circle',
      moves: 0,
    };
    expect(circuitView(state).goodOutcome).toBe(good);
  });

  it.each([
    ['rejects a move for another step as wrong-step', { step: 'family', move: { choice: 'mother' } }, 'wrong-step'],
    ['rejects a move for an unknown step as wrong-step', { step: 'poker', move: {} }, 'wrong-step'],
    ['rejects a move that is not an object as malformed', null, 'malformed'],
    [
      "passes the exercise's own rejection through",
      { step: 'ready-set-go', move: { choice: 'top' } },
      'unknown-choice',
    ],
  ])('%s', (_name, move, code) => {
    const result = applyMove(new Uint8Array(32), startCircuit(new Uint8Array(32)), move as CircuitMove);
    expect(result).toMatchObject({ ok: false, code });
  });

  it('rejects any move after Karma as circuit-over', () => {
    const applied = applyMoveWith(firstOptions, playAll(perfect), { step: 'karma', move: { number: 1 } });
    expect(applied).toMatchObject({ ok: false, code: 'circuit-over' });
  });

  it('never changes the state it was given', () => {
    const seed = new Uint8Array(32);
    const state = startCircuit(seed);
    const copy = JSON.parse(JSON.stringify(state)) as unknown;
    applyMove(seed, state, { step: 'ready-set-go', move: { choice: 'left' } });
    expect(state).toEqual(copy);
  });

  it('keeps the state JSON-serialisable and free of the seed', () => {
    const seed = Uint8Array.from({ length: 32 }, (_, i) => 200 + (i % 50));
    const state = startCircuit(seed);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(JSON.stringify(state)).not.toContain('200,201');
  });
});
