import { describe, expect, it } from 'vitest';
import { play, result } from '../testing';
import { threeWiseMonkeys } from './three-wise-monkeys';

// Three Wise Monkeys (spec §4): retry until correct, one point per attempt; the deck is reshuffled.
describe('Three Wise Monkeys', () => {
  it.each([
    ['scores 1 when right at once', [2], ['speak-no-evil'], 1],
    [
      'scores 4 after three wrong attempts',
      [0, 0, 0, 1],
      ['hear-no-evil', 'hear-no-evil', 'speak-no-evil', 'hear-no-evil'],
      4,
    ],
  ])('%s', (_name, draws, choices, score) => {
    expect(
      result(
        threeWiseMonkeys,
        play(
          threeWiseMonkeys,
          draws,
          choices.map((choice) => ({ choice })),
        ),
      ),
    ).toEqual({ over: true, score, orb: false });
  });

  it('rejects a monkey that does not exist as unknown-choice', () => {
    expect(play(threeWiseMonkeys, [0], [{ choice: 'do-no-evil' }]).rejection?.code).toBe('unknown-choice');
  });
});
