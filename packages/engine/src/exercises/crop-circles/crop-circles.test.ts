import { describe, expect, it } from 'vitest';
import { play, result } from '../testing';
import { cropCircles } from './crop-circles';

// Crop Circles (spec §4, §5). Draw order per attempt: circle (3), crop (2), moon (2). [0,0,0] = angel, barley, full moon.
const all = { circle: 'angel', crop: 'barley', moon: 'full-moon' };
const two = { circle: 'key', crop: 'barley', moon: 'full-moon' };
const one = { circle: 'the-sign', crop: 'wheat', moon: 'full-moon' };
const none = { circle: 'key', crop: 'wheat', moon: 'new-moon' };

describe('Crop Circles', () => {
  it.each([
    ['scores 1 and wins the orb with all 3 right on the first attempt', [0, 0, 0], [all], 1, true],
    ['scores 1 without the orb with 2 of 3 right', [0, 0, 0], [two], 1, false],
    ['scores 2 when the second attempt passes', [0, 0, 0, 1, 1, 1], [none, none], 2, false],
    ['scores 3 (Timespace) when both attempts fail', [0, 0, 0, 0, 0, 0], [one, none], 3, false],
  ])('%s', (_name, draws, moves, score, orb) => {
    expect(result(cropCircles, play(cropCircles, draws, moves))).toEqual({ over: true, score, orb });
  });

  it.each([
    ['rejects a guess without a moon as incomplete', { circle: 'angel', crop: 'barley' }, 'incomplete'],
    ['rejects a guess without a crop as incomplete', { circle: 'angel', moon: 'new-moon' }, 'incomplete'],
    [
      'rejects an unknown crop circle as unknown-choice',
      { circle: 'spiral', crop: 'barley', moon: 'new-moon' },
      'unknown-choice',
    ],
  ])('%s', (_name, move, code) => {
    expect(play(cropCircles, [0, 0, 0], [move]).rejection?.code).toBe(code);
  });
});
