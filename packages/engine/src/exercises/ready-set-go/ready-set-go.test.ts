import { describe, expect, it } from 'vitest';
import { READY_SET_GO_CARDS } from '../../content';
import { play, result } from '../testing';
import { readySetGo } from './ready-set-go';

// Ready Set Go (spec §4, §9): pick until found, one point per pick, 1 to 3.
describe('Ready Set Go', () => {
  it.each(READY_SET_GO_CARDS.map((_, i) => i))(
    'scores 1 (a hole in one) when the first pick is the target %i',
    (target) => {
      expect(result(readySetGo, play(readySetGo, [target], [{ choice: READY_SET_GO_CARDS[target] }]))).toEqual({
        over: true,
        score: 1,
        orb: false,
      });
    },
  );

  it('scores the maximum 3 when every other option was picked first', () => {
    const target = 0;
    const picks = [...READY_SET_GO_CARDS.slice(1), READY_SET_GO_CARDS[target]].map((choice) => ({ choice }));
    expect(result(readySetGo, play(readySetGo, [target], picks))).toEqual({ over: true, score: 3, orb: false });
  });

  it('never exposes the target in the view before it is found', () => {
    const played = play(readySetGo, [3 - 1], [{ choice: READY_SET_GO_CARDS[0] }]);
    expect(readySetGo.view(played.state).found).toBeNull();
    expect(JSON.stringify(readySetGo.view(played.state))).not.toContain('target');
  });
});
