import { describe, expect, it } from 'vitest';
import { threeWiseMonkeys } from '../three-wise-monkeys/three-wise-monkeys';
import { play, result } from '../testing';
import { yinYang } from '../yin-yang/yin-yang';

describe('yin-yang (retry until right)', () => {
  it.each([
    [1, [0], ['yin']],
    [2, [1, 0], ['yin', 'yin']],
    [5, [1, 1, 1, 1, 0], ['yin', 'yin', 'yin', 'yin', 'yin']],
  ])('scores %i, one point per attempt, with a fresh target drawn each attempt', (score, draws, choices) => {
    const played = play(
      yinYang,
      draws,
      choices.map((choice) => ({ choice })),
    );
    expect(result(yinYang, played)).toEqual({ over: true, score, orb: false });
  });

  it("reveals each attempt's target in the history once the attempt is made", () => {
    const played = play(yinYang, [1, 0], [{ choice: 'yin' }]);
    expect(yinYang.view(played.state)).toMatchObject({
      attempts: 1,
      history: [{ choice: 'yin', target: 'yang' }],
      over: false,
      score: null,
    });
    expect(played.outcomes[0]).toMatchObject({ kind: 'miss', reveal: { target: 'yang' } });
  });

  it.each([
    ['rejects a side that does not exist as unknown-choice', [{ choice: 'grey' }], 'unknown-choice'],
    ['rejects a move without a choice as incomplete', [{}], 'incomplete'],
    ['rejects any move once right as exercise-over', [{ choice: 'yin' }, { choice: 'yin' }], 'exercise-over'],
  ])('%s', (_name, moves, code) => {
    expect(play(yinYang, [0], moves).rejection?.code).toBe(code);
  });
});

describe('three-wise-monkeys (retry until right)', () => {
  it('scores 3 when right on the third attempt, the deck reshuffled each time', () => {
    const played = play(
      threeWiseMonkeys,
      [0, 1, 2],
      ['hear-no-evil', 'see-no-evil', 'speak-no-evil'].map((choice) => ({ choice })),
    );
    expect(result(threeWiseMonkeys, played)).toEqual({ over: true, score: 3, orb: false });
  });

  it('lets the same monkey be chosen again on a later attempt', () => {
    const played = play(threeWiseMonkeys, [1, 0], [{ choice: 'see-no-evil' }, { choice: 'see-no-evil' }]);
    expect(threeWiseMonkeys.score(played.state)).toBe(2);
  });
});
