import { describe, expect, it } from 'vitest';
import { play, result } from '../testing';
import { universal } from './universal';

// Universal (spec §4, §5). Draw order per attempt: shape, colour, number. Target [0,0,0] = triangle, green, 0.
const all = { shape: 'triangle', colour: 'green', number: 0 };
const two = { shape: 'triangle', colour: 'green', number: 1 };
const one = { shape: 'triangle', colour: 'red', number: 1 };
const none = { shape: 'square', colour: 'red', number: 1 };

describe('Universal', () => {
  it.each([
    ['scores 1 and wins the orb with all 3 right on the first attempt', [0, 0, 0], [all], 1, true],
    ['scores 1 without the orb with 2 of 3 right on the first attempt', [0, 0, 0], [two], 1, false],
    ['scores 2 when the second attempt passes (fresh targets)', [0, 0, 0, 1, 1, 1], [one, none], 2, false],
    [
      'scores 2 without the orb even with all 3 right on the second attempt',
      [0, 0, 0, 1, 1, 1],
      [none, none],
      2,
      false,
    ],
    ['scores 3 (Timespace) after two failed attempts', [0, 0, 0, 0, 0, 0], [one, none], 3, false],
  ])('%s', (_name, draws, moves, score, orb) => {
    expect(result(universal, play(universal, draws, moves))).toEqual({ over: true, score, orb });
  });

  it("reveals the first attempt's target and correct count, and draws new targets for the second", () => {
    const played = play(universal, [0, 0, 0, 1, 1, 1], [one]);
    const view = universal.view(played.state);
    expect(view).toMatchObject({ attempt: 2, over: false, score: null, timespace: false });
    expect(view.attempts).toEqual([{ guess: one, target: all, correct: 1, passed: false }]);
    expect(JSON.stringify(view.attempts)).not.toContain('square'); // the second target is square, red, 1
  });

  it('shows Timespace in the view after two failed attempts', () => {
    expect(universal.view(play(universal, [0, 0, 0, 0, 0, 0], [one, none]).state)).toMatchObject({
      timespace: true,
      score: 3,
      attempt: 2,
    });
  });

  it.each([
    ['rejects a guess without a number as incomplete', { shape: 'triangle', colour: 'green' }, 'incomplete'],
    ['rejects a guess without a shape as incomplete', { colour: 'green', number: 0 }, 'incomplete'],
    ['rejects an unknown colour as unknown-choice', { shape: 'triangle', colour: 'blue', number: 0 }, 'unknown-choice'],
    ['rejects the number 2 as unknown-choice', { shape: 'triangle', colour: 'green', number: 2 }, 'unknown-choice'],
    [
      'rejects the number as a string as unknown-choice',
      { shape: 'triangle', colour: 'green', number: '0' },
      'unknown-choice',
    ],
    ['rejects a move that is not an object as malformed', null, 'malformed'],
  ])('%s', (_name, move, code) => {
    expect(play(universal, [0, 0, 0], [move]).rejection?.code).toBe(code);
  });

  it('rejects any move once it has passed as exercise-over', () => {
    expect(play(universal, [0, 0, 0], [all, all]).rejection?.code).toBe('exercise-over');
  });
});
