import { describe, expect, it } from 'vitest';
import { applyMoveWith, startCircuitWith } from '../circuit/machine';
import { randomCircuitMove } from '../circuit/random-guesser';
import { circuitView } from '../circuit/view';
import { GOOD_OUTCOME } from '../constants';
import { fastStreams, sfc32 } from '../targets/fast-source';
import type { CircuitState, CircuitView } from '../types';
import { exerciseDistribution, mainScoreDistribution } from './distributions';
import { remainingChance } from './intention-to-treat';
import { averageTest, CHANCE, intentionToTreatTest, pValue } from './tests';
import { averagePValue } from './sum-of-circuits';

// The exact p of n finished circuits whose main scores add up to `sum` (what the server reports).
const exactSumPValue = (sum: number, n: number): number => averagePValue(sum / n, n);

const random = sfc32(2026);
const streams = fastStreams(random);

/** Plays a random guesser from the start until `stop(view)` says so (or the circuit is over). */
function playUntil(stop: (view: CircuitView, state: CircuitState) => boolean): CircuitState {
  let state = startCircuitWith(streams);
  for (;;) {
    const view = circuitView(state);
    if (view.over || stop(view, state)) return state;
    const applied = applyMoveWith(streams, state, randomCircuitMove(view, random.int));
    if (!applied.ok) throw new Error(applied.message);
    state = applied.state;
  }
}

const sumOf = (d: Record<number, number>) => Object.values(d).reduce((a, b) => a + b, 0);

describe('remainingChance: the main score of a circuit stopped early', () => {
  it('is the whole chance distribution before the first move', () => {
    const r = remainingChance(startCircuitWith(streams));
    expect(r.mean).toBeCloseTo(CHANCE.mean, 9);
    expect(Math.sqrt(r.variance)).toBeCloseTo(CHANCE.sd, 9);
    const main = mainScoreDistribution();
    for (const [score, p] of Object.entries(main)) expect(r.distribution[Number(score)] ?? 0).toBeCloseTo(p, 12);
  });

  it('is the main score itself, with no variance left, once Karma is reached', () => {
    const state = playUntil((view) => view.step === 'karma');
    const r = remainingChance(state);
    const main = circuitView(state).mainScore;
    expect(r.distribution).toEqual({ [main]: 1 });
    expect(r.mean).toBe(main);
    expect(r.variance).toBe(0);
  });

  it("adds the played scores to every later exercise's chance distribution when stopped between exercises", () => {
    const state = playUntil(
      (view) => view.step === 'doors' && (view.view as { walls: string[][] }).walls.flat().every((d) => d === 'closed'),
    );
    const r = remainingChance(state);
    const played = Object.values(state.scores).reduce((a, b) => a + (b ?? 0), 0);
    const later = [
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
    ] as const;
    const expected =
      played +
      later.reduce(
        (sum, step) => sum + Object.entries(exerciseDistribution(step)).reduce((m, [s, p]) => m + Number(s) * p, 0),
        0,
      );
    expect(r.mean).toBeCloseTo(expected, 6);
    expect(sumOf(r.distribution)).toBeCloseTo(1, 12);
  });

  it('knows what is already played inside the current exercise (no fresh start by stopping mid-exercise)', () => {
    // Family: after three wrong picks the fourth is right, so its score is certain: 4 where a fresh
    // start expects its chance mean. The wrong picks are read from the hidden target, so they are
    // wrong on every run (a random guesser often finds the member sooner).
    const atStart = playUntil((view) => view.step === 'family');
    expect(circuitView(atStart).step).toBe('family');
    const { target } = atStart.exercise as { target: string };
    const wrong = (circuitView(atStart).view as { options: readonly string[] }).options.filter((c) => c !== target);
    let state = atStart;
    for (const choice of wrong) {
      const applied = applyMoveWith(streams, state, { step: 'family', move: { choice } });
      if (!applied.ok) throw new Error(applied.message);
      state = applied.state;
    }
    expect((circuitView(state).view as { tried: string[] }).tried).toHaveLength(3);
    const familyMean = Object.entries(exerciseDistribution('family')).reduce((m, [s, p]) => m + Number(s) * p, 0);
    const before = remainingChance(state);
    expect(before.mean - remainingChance(atStart).mean).toBeCloseTo(4 - familyMean, 9);
    const found = applyMoveWith(streams, state, { step: 'family', move: { choice: target } });
    expect(found.ok && found.state.scores.family).toBe(4);
  });

  it('is a martingale under chance: abandoning unless the main score is good leaves the average at chance', () => {
    // the optional-stopping attack (docs/statistics.md) in the engine: random guesses; at Karma (where the main score is final)
    // keep the circuit only if the main score is good; otherwise abandon. Also abandon mid-exercise
    // at random moments. Counted by intention to treat, the average stays at chance.
    const n = 2000;
    let sum = 0;
    let remaining = 0;
    let keptOnly = 0;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const stopAt = random.int(4) === 0 ? random.int(120) : Infinity;
      let moves = 0;
      const state = playUntil((view) => view.step === 'karma' || moves++ >= stopAt);
      const r = remainingChance(state);
      sum += r.mean;
      remaining += r.variance;
      const view = circuitView(state);
      if (view.step === 'karma' && view.mainScore < GOOD_OUTCOME) {
        keptOnly += view.mainScore;
        kept++;
      }
    }
    const itt = intentionToTreatTest(sum, n, remaining);
    expect(Math.abs(itt.z)).toBeLessThan(3.5);
    // Counting only the kept circuits is the bias the attack exploits: far below chance.
    expect(averageTest(keptOnly / kept, kept).z).toBeLessThan(-20);
  }, 60_000);
});

describe('intentionToTreatTest', () => {
  it('equals averageTest when every circuit is finished', () => {
    const t = intentionToTreatTest(400, 10, 0);
    const a = averageTest(40, 10);
    expect(t.z).toBeCloseTo(a.z, 12);
    expect(t.p).toBeCloseTo(a.p, 12);
  });

  it('is no evidence at all when every circuit stopped before its first move', () => {
    expect(intentionToTreatTest(10 * CHANCE.mean, 10, 10 * CHANCE.sd ** 2)).toEqual({ z: 0, p: 0.5 });
  });

  it('divides by the variance chance still had: fewer played exercises, less evidence', () => {
    const full = intentionToTreatTest(40 * 3, 3, 0);
    const partial = intentionToTreatTest(40 * 3, 3, 20);
    expect(Math.abs(partial.z)).toBeGreaterThan(Math.abs(full.z));
  });
});

describe('the exact p of a sum of finished circuits (averagePValue)', () => {
  it('is pValue for one circuit', () => {
    for (const score of [20, 38, 42, 43, 60]) expect(exactSumPValue(score, 1)).toBeCloseTo(pValue(score), 12);
  });

  it('adds two circuits by brute force over every pair of scores', () => {
    const main = Object.entries(mainScoreDistribution()).map(([s, p]) => [Number(s), p] as const);
    for (const sum of [60, 80, 85, 95]) {
      let brute = 0;
      for (const [a, pa] of main) for (const [b, pb] of main) if (a + b <= sum) brute += pa * pb;
      expect(exactSumPValue(sum, 2)).toBeCloseTo(brute, 12);
    }
  });

  it('is close to the normal approximation for many circuits, and reaches 1', () => {
    const n = 40;
    const sum = Math.round(n * CHANCE.mean - 1.5 * CHANCE.sd * Math.sqrt(n));
    expect(exactSumPValue(sum, n)).toBeCloseTo(averageTest(sum / n, n).p, 2);
    expect(exactSumPValue(171 * n, n)).toBeCloseTo(1, 9);
  });
});
