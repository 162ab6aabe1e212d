import { describe, expect, it } from 'vitest';
import { play, result } from '../testing';
import { doubles } from './doubles';

// Doubles (spec §4). Each roll draws two dice (0..5 → 1..6).
const roll = { action: 'roll' };

describe('Doubles', () => {
  it.each([
    ['scores 1 for a double on the first roll', [3, 3], [roll], 1],
    ['scores 2 for a double on the second roll', [0, 1, 5, 5], [roll, roll], 2],
    ['scores 3 (Timespace) without a double in two rolls', [0, 1, 2, 3], [roll, roll], 3],
  ])('%s', (_name, draws, moves, score) => {
    expect(result(doubles, play(doubles, draws, moves))).toEqual({ over: true, score, orb: false });
  });

  it('shows the rolls and Timespace in the view', () => {
    expect(doubles.view(play(doubles, [0, 1, 2, 3], [roll, roll]).state)).toEqual({
      step: 'doubles',
      rolls: [
        [1, 2],
        [3, 4],
      ],
      timespace: true,
      over: true,
      score: 3,
    });
  });

  it.each([
    ['rejects a move without an action as incomplete', [{}], 'incomplete'],
    ['rejects another action as unknown-choice', [{ action: 'throw' }], 'unknown-choice'],
    ['rejects a roll after a double as exercise-over', [roll, roll], 'exercise-over'],
  ])('%s', (_name, moves, code) => {
    expect(play(doubles, [2, 2], moves).rejection?.code).toBe(code);
  });
});
