import { describe, expect, it } from 'vitest';
import { applyMoveWith, startCircuitWith } from '../circuit/machine';
import { randomCircuitMove } from '../circuit/random-guesser';
import { circuitView } from '../circuit/view';
import { fastStreams, sfc32 } from '../targets/fast-source';
import { mainScoreDistribution } from './distributions';
import {
  addCircuit,
  addScore,
  DEFAULT_EVIDENCE_TILTS,
  evidencePath,
  evidenceValue,
  logExpectedFactor,
  logFactor,
  startEvidence,
} from './evidence';
import { remainingChance } from './intention-to-treat';
import { CHANCE } from './tests';

const chance = Object.entries(mainScoreDistribution()).map(([x, p]) => [Number(x), p] as const);

/** Draws a main score from the exact chance distribution (inverse CDF). */
function drawScore(u: number): number {
  let cumulative = 0;
  for (const [x, p] of chance) {
    cumulative += p;
    if (u < cumulative) return x;
  }
  return chance.at(-1)![0];
}

describe('the evidence meter: a test martingale against the exact chance distribution', () => {
  it('has expectation exactly 1 per circuit under chance, for every tilt', () => {
    for (const tilt of DEFAULT_EVIDENCE_TILTS) {
      const mean = chance.reduce((sum, [x, p]) => sum + p * Math.exp(logFactor(tilt, x)), 0);
      expect(mean).toBeCloseTo(1, 12);
    }
  });

  it('counts a circuit stopped before its first move as no evidence, and one at its end as its score', () => {
    const random = sfc32(11);
    const streams = fastStreams(random);
    let state = startCircuitWith(streams);
    for (const tilt of DEFAULT_EVIDENCE_TILTS)
      expect(logExpectedFactor(tilt, remainingChance(state).distribution)).toBeCloseTo(0, 9);
    for (;;) {
      const view = circuitView(state);
      if (view.over) break;
      const applied = applyMoveWith(streams, state, randomCircuitMove(view, random.int));
      if (!applied.ok) throw new Error(applied.message);
      state = applied.state;
    }
    const score = circuitView(state).mainScore;
    const viaLaw = evidenceValue(addCircuit(startEvidence(), remainingChance(state).distribution));
    expect(viaLaw).toBeCloseTo(evidenceValue(addScore(startEvidence(), score)), 9);
  });

  it('rises with low (good) scores and falls with high ones', () => {
    const low = evidenceValue(addScore(startEvidence(), 30));
    const high = evidenceValue(addScore(startEvidence(), 55));
    expect(low).toBeGreaterThan(1);
    expect(high).toBeLessThan(1);
    // Ten circuits at the chance mean leave it below 1: a mixture of tilts pays for not knowing the effect.
    const path = evidencePath(Array.from({ length: 10 }, () => ({ [Math.round(CHANCE.mean)]: 1 })));
    expect(path).toHaveLength(10);
    expect(path.at(-1)!).toBeLessThan(1);
  });

  it('lets a strong player reach 20x within 20 circuits', () => {
    const path = evidencePath(Array.from({ length: 20 }, () => ({ 36: 1 })));
    expect(path.findIndex((e) => e >= 20)).toBeGreaterThan(-1);
  });

  it('rejects an empty or absurd alternative', () => {
    expect(() => startEvidence([])).toThrow(/at least one tilt/);
    expect(() => startEvidence([0])).toThrow(/tilt must be in/);
    expect(() => startEvidence([Number.NaN])).toThrow(/tilt must be in/);
    expect(() => addScore(startEvidence(), 3.5)).toThrow(/whole number/);
  });

  // Ville's inequality, checked: 4,000 seeded guessers peek after each of 50 circuits and stop at their
  // first moment at 20x. At most 5 % may get there; the simulation's sd is sqrt(.05 × .95 / 4000) = 0.34 %.
  it('lets pure guessers who stop at their best moment reach 20x no more than 1 time in 20', () => {
    const random = sfc32(37);
    const guessers = 4000;
    let reached = 0;
    for (let g = 0; g < guessers; g++) {
      let state = startEvidence();
      for (let c = 0; c < 50; c++) {
        state = addScore(state, drawScore(random.next()));
        if (evidenceValue(state) >= 20) {
          reached++;
          break;
        }
      }
    }
    expect(reached / guessers).toBeLessThanOrEqual(0.05 + 3 * Math.sqrt((0.05 * 0.95) / guessers));
    // And the meter is not dead: some guessers do climb (a test that could never pass would also "hold").
    expect(reached).toBeGreaterThan(0);
  });
});
