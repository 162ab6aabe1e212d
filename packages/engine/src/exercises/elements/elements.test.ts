import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../content';
import { play, result } from '../testing';
import { elements } from './elements';

// Elements (spec §4, §9): pick until found, one point per pick, 1 to 5.
describe('Elements', () => {
  it.each(ELEMENTS.map((_, i) => i))('scores 1 (a hole in one) when the first pick is the target %i', (target) => {
    expect(result(elements, play(elements, [target], [{ choice: ELEMENTS[target] }]))).toEqual({
      over: true,
      score: 1,
      orb: false,
    });
  });

  it('scores the maximum 5 when every other option was picked first', () => {
    const target = 0;
    const picks = [...ELEMENTS.slice(1), ELEMENTS[target]].map((choice) => ({ choice }));
    expect(result(elements, play(elements, [target], picks))).toEqual({ over: true, score: 5, orb: false });
  });

  it('never exposes the target in the view before it is found', () => {
    const played = play(elements, [5 - 1], [{ choice: ELEMENTS[0] }]);
    expect(elements.view(played.state).found).toBeNull();
    expect(JSON.stringify(elements.view(played.state))).not.toContain('target');
  });
});
