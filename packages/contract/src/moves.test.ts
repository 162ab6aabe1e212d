import {
  applyMove,
  circuitView,
  randomCircuitMove,
  seedFromHex,
  startCircuit,
  STEP_IDS,
  type CircuitMove,
  type MoveMap,
  type StepId,
} from '@psi/engine';
import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { MoveAnswerBody, MoveBody } from './circuits';
import { MoveSchemas } from './moves';

// Compile-time: each step's move schema is exactly the engine's MoveMap entry, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AllAgree = { [S in StepId]: Same<Static<(typeof MoveSchemas)[S]>, MoveMap[S]> }[StepId];
const movesAgree: AllAgree = true;

const moveBody = Compile(MoveBody);
const answerCheck = Compile(MoveAnswerBody);

/** Every move a random guesser makes in a circuit, with the engine's answer to each. */
function playOut(seedHex: string) {
  const seed = seedFromHex(seedHex);
  let x = 12345;
  const random = (n: number) => ((x = (Math.imul(x, 1_664_525) + 1_013_904_223) >>> 0), x % n);
  let state = startCircuit(seed);
  const played: { move: CircuitMove; answer: Static<typeof MoveAnswerBody> }[] = [];
  for (let i = 0; i < 5_000 && !circuitView(state).over; i++) {
    const move = randomCircuitMove(circuitView(state), random);
    const result = applyMove(seed, state, move);
    if (!result.ok) continue;
    state = result.state;
    const { outcome, view, finished } = result;
    played.push({ move, answer: { seq: i + 1, outcome, view, ...(finished ? { finished } : {}) } });
  }
  return played;
}

describe('the move union, tagged by step', () => {
  it("agrees with the engine's MoveMap for every step", () => {
    expect(movesAgree).toBe(true);
    expect(Object.keys(MoveSchemas).sort()).toEqual([...STEP_IDS].sort());
  });

  it('accepts every move a random guesser plays in five circuits', () => {
    for (let c = 0; c < 5; c++) {
      for (const { move } of playOut(c.toString(16).padStart(64, '0')))
        expect(moveBody.Errors({ seq: 0, ...move })).toEqual([]);
    }
  });

  it.each([
    ['a field of another step', { step: 'ready-set-go', move: { choice: 'left', door: 1 } }],
    ["another step's fields", { step: 'doors', move: { choice: 'left' } }],
    ['a word not in the game', { step: 'family', move: { choice: 'cousin' } }],
    ['a selection missing', { step: 'universal', move: { shape: 'square', colour: 'red' } }],
    ['an unknown step', { step: 'poker', move: {} }],
    ['a field beside seq, step and move', { step: 'karma', move: { number: 5 }, note: 'x' }],
  ])('refuses %s', (_case, body) => {
    expect(moveBody.Check({ seq: 0, ...body })).toBe(false);
  });
});

describe('the move answer', () => {
  it("carries the finished step's final view exactly when the move finished a step", () => {
    const played = playOut('0c'.repeat(32));
    const finishing = played.filter(({ answer }) => answer.finished !== undefined);
    expect(finishing).toHaveLength(STEP_IDS.length);
    for (const { move, answer } of played) {
      expect(answerCheck.Errors(answer)).toEqual([]);
      const finished = answer.finished;
      if (finished === undefined) {
        expect(answer.view.step).toBe(move.step);
        continue;
      }
      expect(finished).toMatchObject({ step: move.step, over: true });
      expect(answer.view.step).not.toBe(move.step);
    }
  });
});
