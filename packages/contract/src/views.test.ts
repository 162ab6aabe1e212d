import {
  applyMove,
  randomCircuitMove,
  seedFromHex,
  startCircuit,
  circuitView,
  type CircuitView as EngineCircuitView,
  type ExerciseView as EngineExerciseView,
  type Outcome as EngineOutcome,
} from '@psi/engine';
import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { CircuitView, ExerciseView, Outcome } from './views';

// Compile-time: the schemas' static types are the engine's, both ways (typecheck fails otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const viewsAgree: Same<Static<typeof ExerciseView>, EngineExerciseView> = true;
const circuitAgrees: Same<Static<typeof CircuitView>, EngineCircuitView> = true;
const outcomeAgrees: Same<Static<typeof Outcome>, EngineOutcome> = true;

/** Deterministic stand-in for Math.random, so a failure replays. */
function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1_664_525) + 1_013_904_223) >>> 0;
    return x % n;
  };
}

/** Every view and outcome of a circuit played by a random guesser. */
function playOut(seedHex: string, random: (n: number) => number) {
  const seed = seedFromHex(seedHex);
  let state = startCircuit(seed);
  const views: EngineCircuitView[] = [circuitView(state)];
  const outcomes: EngineOutcome[] = [];
  for (let i = 0; i < 5_000 && !views.at(-1)!.over; i++) {
    const result = applyMove(seed, state, randomCircuitMove(views.at(-1)!, random));
    if (!result.ok) continue;
    state = result.state;
    views.push(result.view);
    outcomes.push(result.outcome);
  }
  return { views, outcomes };
}

/** The schema with every object closed (additionalProperties: false): a field it does not name fails. */
function closed<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(closed) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  // An `if` only tests a field or two: closing it would make it fail on every value.
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === 'if' ? value : closed(value)]),
  );
  return ('properties' in copy ? { ...copy, additionalProperties: false } : copy) as T;
}

const circuitViewCheck = Compile(CircuitView);
const outcomeCheck = Compile(Outcome);
const closedCircuitView = Compile(closed(CircuitView));
const closedOutcome = Compile(closed(Outcome));

describe('the view and outcome schemas', () => {
  it("agree with the engine's types", () => {
    expect([viewsAgree, circuitAgrees, outcomeAgrees]).toEqual([true, true, true]);
  });

  it('accept every view and outcome of twenty random circuits, and name every field they carry', () => {
    const random = lcg(7);
    for (let c = 0; c < 20; c++) {
      const { views, outcomes } = playOut(c.toString(16).padStart(64, '0'), random);
      expect(views.at(-1)!.over).toBe(true);
      for (const view of views) {
        expect(circuitViewCheck.Errors(view)).toEqual([]);
        expect(closedCircuitView.Errors(view)).toEqual([]);
      }
      for (const outcome of outcomes) {
        expect(outcomeCheck.Errors(outcome)).toEqual([]);
        expect(closedOutcome.Errors(outcome)).toEqual([]);
      }
    }
  });

  it('fail, once closed, a view carrying a field they do not name', () => {
    const { views } = playOut('ab'.repeat(32), lcg(3));
    const leaky = { ...views[0]!, view: { ...views[0]!.view!, target: 'left' } };
    expect(circuitViewCheck.Check(leaky)).toBe(true);
    expect(closedCircuitView.Check(leaky)).toBe(false);
  });

  it("disclose a Doors or Gateway wall's locked door only once the wall is passed (issue 34 a)", () => {
    let walls = 0;
    for (let c = 0; c < 5; c++) {
      const { views } = playOut((c + 40).toString(16).padStart(64, '0'), lcg(c + 11));
      for (const { view } of views) {
        if (view?.step !== 'doors' && view?.step !== 'gateway') continue;
        const passed = view.lockedDoors.slice(0, view.currentWall);
        expect(passed.every((lock, w) => lock !== null && lock >= 0 && lock < view.walls[w]!.length)).toBe(true);
        expect(view.lockedDoors.slice(view.currentWall).every((lock) => lock === null)).toBe(true);
        walls += view.walls.length;
      }
    }
    expect(walls).toBeGreaterThan(0);
    // The disclosed lock is a door index: anything else fails the outcome's schema.
    const opened = { kind: 'hit', message: 'The door opens.', reveal: { wall: 0, index: 1, state: 'open' } };
    expect(outcomeCheck.Check({ ...opened, reveal: { ...opened.reveal, locked: 2 } })).toBe(true);
    expect(outcomeCheck.Check({ ...opened, reveal: { ...opened.reveal, locked: 'red' } })).toBe(false);
  });
});
