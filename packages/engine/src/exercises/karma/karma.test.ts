import { describe, expect, it } from 'vitest';
import { play } from '../testing';
import { karma } from './karma';

// Karma (spec §4, §5, §9): a hidden number 1..100 (draw + 1); the rating counts the numbers still
// visible besides the target when found, 0 to 99; never a score.
const picks = (...numbers: number[]) => numbers.map((number) => ({ number }));
const rating = (draw: number, ...numbers: number[]) => karma.rating?.(play(karma, [draw], picks(...numbers)).state);

describe('Karma', () => {
  it('rates 99 (best) when the first pick is the number', () => {
    expect(rating(41, 42)).toBe(99);
  });
  it('rates 0 (worst) when only the number is left visible', () => {
    expect(rating(0, 2, 1)).toBe(0);
    expect(rating(99, 99, 100)).toBe(0);
  });
  it('discards the half that cannot hold the number, the pick included', () => {
    const view = karma.view(play(karma, [69], picks(50, 80)).state);
    expect(view).toMatchObject({
      low: 51,
      high: 79,
      picks: [
        { number: 50, hint: 'higher' },
        { number: 80, hint: 'lower' },
      ],
      rating: null,
      over: false,
    });
    expect(rating(69, 50, 80, 70)).toBe(28);
  });
  it('has no score, only a rating', () => {
    expect(karma.score(play(karma, [0], picks(1)).state)).toBeNull();
  });
  it('never shows the number in the view before it is found', () => {
    expect(JSON.stringify(karma.view(play(karma, [69], picks(50)).state))).not.toContain('70');
  });

  it.each([
    ['rejects a discarded number as not-visible', picks(50, 40), 'not-visible'],
    ['rejects the discarded pick itself as not-visible', picks(50, 50), 'not-visible'],
    ['rejects 0 (off the board) as not-visible', picks(0), 'not-visible'],
    ['rejects 101 (off the board) as not-visible', picks(101), 'not-visible'],
    ['rejects a fraction as malformed', picks(50.5), 'malformed'],
    ['rejects a number given as text as malformed', [{ number: '50' }], 'malformed'],
    ['rejects a move without a number as incomplete', [{}], 'incomplete'],
    ['rejects a pick after the number is found as exercise-over', picks(70, 71), 'exercise-over'],
  ])('%s', (_name, moves, code) => {
    expect(play(karma, [69], moves).rejection?.code).toBe(code);
  });
});
