import { describe, expect, it } from 'vitest';
import { SENSES } from '../../content';
import { play, result } from '../testing';
import { senseTheSense } from './sense-the-sense';

// Sense the Sense (spec §4, §9): pick until found, one point per pick, 1 to 6.
describe('Sense the Sense', () => {
  it.each(SENSES.map((_, i) => i))('scores 1 (a hole in one) when the first pick is the target %i', (target) => {
    expect(result(senseTheSense, play(senseTheSense, [target], [{ choice: SENSES[target] }]))).toEqual({
      over: true,
      score: 1,
      orb: false,
    });
  });

  it('scores the maximum 6 when every other option was picked first', () => {
    const target = 0;
    const picks = [...SENSES.slice(1), SENSES[target]].map((choice) => ({ choice }));
    expect(result(senseTheSense, play(senseTheSense, [target], picks))).toEqual({ over: true, score: 6, orb: false });
  });

  it('never exposes the target in the view before it is found', () => {
    const played = play(senseTheSense, [6 - 1], [{ choice: SENSES[0] }]);
    expect(senseTheSense.view(played.state).found).toBeNull();
    expect(JSON.stringify(senseTheSense.view(played.state))).not.toContain('target');
  });
});
