// Property tests (fast-check): scores in range, views that leak no hidden target, replay of random circuits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../exercises/registry';
import { randomExerciseMove } from '../exercises/random-move';
import { replay } from '../replay/replay';
import { sfc32 } from '../targets/fast-source';
import type { CircuitView, ReplayRecord, StepId, ZenerSymbol } from '../types';
import { applyMove, startCircuit } from './circuit';
import { randomCircuitMove } from './random-guesser';
import { STEPS, stepDef } from './steps';
import { circuitView } from './view';

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 });

function playCircuit(seed: Uint8Array, guesserSeed: number): { record: ReplayRecord[]; view: CircuitView } {
  const guesser = sfc32(guesserSeed);
  let state = startCircuit(seed);
  let view = circuitView(state);
  const record: ReplayRecord[] = [];
  while (!view.over) {
    const move = randomCircuitMove(view, guesser.int);
    const applied = applyMove(seed, state, move);
    if (!applied.ok) throw new Error(applied.message);
    record.push({ ...move, outcome: applied.outcome });
    state = applied.state;
    view = applied.view;
  }
  return { record, view };
}

describe('random circuits (properties)', { timeout: 180_000 }, () => {
  it('keep every score in its range, orbs 0..7, Karma 0..99 and the main score the sum of 1..15', () => {
    fc.assert(
      fc.property(seedArb, fc.nat(), (seed, g) => {
        const { view } = playCircuit(seed, g);
        for (const step of STEPS.filter((s) => s.scored)) {
          const score = view.scores[step.id as keyof typeof view.scores];
          expect(score).toBeGreaterThanOrEqual(1);
          if (step.maxScore !== null) expect(score).toBeLessThanOrEqual(step.maxScore);
        }
        expect(Object.keys(view.scores)).toHaveLength(15);
        expect(view.mainScore).toBe(Object.values(view.scores).reduce((a, b) => a + b, 0));
        expect(view.orbs.length).toBeLessThanOrEqual(7);
        expect(view.orbs.every((o) => stepDef(o).orb)).toBe(true);
        expect(view.karma).toBeGreaterThanOrEqual(0);
        expect(view.karma).toBeLessThanOrEqual(99);
        expect(view.goodOutcome).toBe(view.mainScore < 42.385);
      }),
      { numRuns: 25 },
    );
  });

  it('are reproduced move by move by replay from the seed', () => {
    fc.assert(
      fc.property(seedArb, fc.nat(), (seed, g) => {
        const { record, view } = playCircuit(seed, g);
        const replayed = replay(seed, record);
        expect(replayed.ok).toBe(true);
        expect(replayed.divergence).toBeNull();
        expect(replayed.outcomes).toEqual(record.map((r) => r.outcome));
        expect(replayed.final).toEqual(view);
      }),
      { numRuns: 25 },
    );
  });

  it('are caught by replay at the first record whose claimed outcome was changed', () => {
    fc.assert(
      fc.property(seedArb, fc.nat(), fc.nat(), (seed, g, pick) => {
        const { record } = playCircuit(seed, g);
        const index = pick % record.length;
        const forged = record.map((r, i) =>
          i === index ? { ...r, outcome: { kind: 'hit' as const, message: 'I was right.' } } : r,
        );
        const replayed = replay(seed, forged);
        expect(replayed.ok).toBe(false);
        expect(replayed.divergence?.index).toBe(index);
        expect(replayed.outcomes).toHaveLength(index);
      }),
      { numRuns: 15 },
    );
  });

  it("are caught by replay at the first move the seed's circuit rejects (another seed, other targets)", () => {
    fc.assert(
      fc.property(seedArb, seedArb, fc.nat(), (seed, other, g) => {
        fc.pre(seed.some((b, i) => b !== other[i]));
        const { record } = playCircuit(seed, g);
        const replayed = replay(other, record);
        expect(replayed.ok).toBe(false);
        expect(replayed.divergence?.index).toBeLessThan(record.length);
      }),
      { numRuns: 15 },
    );
  });
});

// Non-interference: two plays of an exercise with the same moves but different hidden targets must
// show identical views for as long as everything revealed so far (the outcomes) is identical.
// A view that leaked a hidden target would differ while the outcomes still agree.
const steps = STEPS.map((s) => s.id);
describe('exercise views (properties)', { timeout: 180_000 }, () => {
  it('show nothing of a target before the rules reveal it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<StepId>(...steps),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.constantFrom<ZenerSymbol>('circle', 'star'),
        (step, seedA, seedB, g, zenerSymbol) => {
          const def = EXERCISES[step];
          const targetsA = sfc32(seedA),
            targetsB = sfc32(seedB),
            guesser = sfc32(g);
          let a: unknown = def.setup(targetsA, { zenerSymbol });
          let b: unknown = def.setup(targetsB, { zenerSymbol });
          for (let moves = 0; moves < 200; moves++) {
            // Serialised, as the server sends them: the same bytes, whatever the hidden targets are.
            expect(JSON.stringify(def.view(b))).toBe(JSON.stringify(def.view(a)));
            if (def.isOver(a)) return;
            const move = randomExerciseMove(def, def.view(a), guesser.int);
            const nextA = def.move(a, move, targetsA);
            const nextB = def.move(b, move, targetsB);
            if (!nextA.ok || !nextB.ok) throw new Error('a legal move was rejected');
            if (JSON.stringify(nextA.outcome) !== JSON.stringify(nextB.outcome)) return;
            a = nextA.state;
            b = nextB.state;
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
