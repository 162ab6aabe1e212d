// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { play, reachStep } from '../exercises/engine-fixture';
import { runningScore } from './running-score';

describe('runningScore', () => {
  it('is 0 before the first move', () => {
    expect(runningScore(reachStep('family').view)).toBe(0);
    expect(runningScore(reachStep('doubles').view)).toBe(0);
  });

  it('counts each miss as it happens, and the finished exercise ends at its score', () => {
    // Family, picked in order until found: every miss adds a point at once.
    let at = reachStep('family');
    let misses = 0;
    for (const choice of at.view.options) {
      const next = play(at, { choice });
      if (next.stepOver) {
        expect(next.view.score).toBe(misses + 1);
        expect(runningScore(next.view)).toBe(0);
        return;
      }
      misses += 1;
      expect(runningScore(next.view)).toBe(misses);
      at = next;
    }
    throw new Error('Family never found its target');
  });

  it('counts a roll of Doubles that was no double', () => {
    const at = reachStep('doubles');
    const next = play(at, { action: 'roll' });
    if (next.stepOver) expect(runningScore(next.view)).toBe(0);
    else expect(runningScore(next.view)).toBe(1);
  });

  it('counts locked doors hit on Doors', () => {
    const view = reachStep('doors').view;
    expect(runningScore({ ...view, lockedHits: 2 })).toBe(2);
  });

  it('adds nothing for unscored steps', () => {
    expect(runningScore({ ...reachStep('karma').view, picks: [{ number: 50, hint: 'higher' }] })).toBe(0);
  });
});
