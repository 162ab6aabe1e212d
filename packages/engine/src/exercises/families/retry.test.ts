import { describe, expect, it } from 'vitest';
import { threeWiseMonkeys } from '../three-wise-monkeys/three-wise-monkeys';
import type { AnyExerciseDef } from '../definition';
import { play, result } from '../testing';
import { yinYang } from '../yin-yang/yin-yang';

// Yin Yang and Three Wise Monkeys (spec §4): retry until right, one point per attempt, no upper
// bound; a fresh target (Yin Yang) or a reshuffled deck (the monkeys) every attempt.
describe('retry until right, scored one point per attempt', () => {
  it.each<[string, AnyExerciseDef, number[], string[], number]>([
    ['Yin Yang scores 1 when right at once', yinYang, [1], ['yang'], 1],
    ['Yin Yang scores 3 after two wrong attempts', yinYang, [1, 1, 0], ['yin', 'yin', 'yin'], 3],
    [
      'Yin Yang scores 12 after eleven wrong attempts (no cap)',
      yinYang,
      [...Array<number>(11).fill(0), 1],
      Array<string>(12).fill('yang'),
      12,
    ],
    ['Three Wise Monkeys scores 1 when right at once', threeWiseMonkeys, [2], ['speak-no-evil'], 1],
    [
      'Three Wise Monkeys scores 4 after three wrong attempts',
      threeWiseMonkeys,
      [0, 0, 0, 1],
      ['hear-no-evil', 'hear-no-evil', 'speak-no-evil', 'hear-no-evil'],
      4,
    ],
  ])('%s', (_name, def, draws, choices, score) => {
    const played = play(
      def,
      draws,
      choices.map((choice) => ({ choice })),
    );
    expect(result(def, played)).toEqual({ over: true, score, orb: false });
  });
});

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

  it('rejects a monkey that does not exist as unknown-choice', () => {
    expect(play(threeWiseMonkeys, [0], [{ choice: 'do-no-evil' }]).rejection?.code).toBe('unknown-choice');
  });

  it('lets the same monkey be chosen again on a later attempt', () => {
    const played = play(threeWiseMonkeys, [1, 0], [{ choice: 'see-no-evil' }, { choice: 'see-no-evil' }]);
    expect(threeWiseMonkeys.score(played.state)).toBe(2);
  });
});
