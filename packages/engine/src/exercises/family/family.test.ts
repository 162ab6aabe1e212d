import { describe, expect, it } from 'vitest';
import { FAMILY_MEMBERS } from '../../content';
import { play, result } from '../testing';
import { family } from './family';

// Family (spec §4, §9): pick until found, one point per pick, 1 to 4.
describe('Family', () => {
  it.each(FAMILY_MEMBERS.map((_, i) => i))(
    'scores 1 (a hole in one) when the first pick is the target %i',
    (target) => {
      expect(result(family, play(family, [target], [{ choice: FAMILY_MEMBERS[target] }]))).toEqual({
        over: true,
        score: 1,
        orb: false,
      });
    },
  );

  it('scores the maximum 4 when every other option was picked first', () => {
    const target = 0;
    const picks = [...FAMILY_MEMBERS.slice(1), FAMILY_MEMBERS[target]].map((choice) => ({ choice }));
    expect(result(family, play(family, [target], picks))).toEqual({ over: true, score: 4, orb: false });
  });

  it('never exposes the target in the view before it is found', () => {
    const played = play(family, [4 - 1], [{ choice: FAMILY_MEMBERS[0] }]);
    expect(family.view(played.state).found).toBeNull();
    expect(JSON.stringify(family.view(played.state))).not.toContain('target');
  });
});
