import { describe, expect, it } from 'vitest';
import { play, result } from '../testing';
import { yinYang } from './yin-yang';

// Yin Yang (spec §4): repeat until correct, one point per attempt, no upper bound.
describe('Yin Yang', () => {
  it.each([
    ['scores 1 when right at once', [1], ['yang'], 1],
    ['scores 3 after two wrong attempts', [1, 1, 0], ['yin', 'yin', 'yin'], 3],
    [
      'scores 12 after eleven wrong attempts (no cap)',
      [...Array<number>(11).fill(0), 1],
      Array<string>(12).fill('yang'),
      12,
    ],
  ])('%s', (_name, draws, choices, score) => {
    expect(
      result(
        yinYang,
        play(
          yinYang,
          draws,
          choices.map((choice) => ({ choice })),
        ),
      ),
    ).toEqual({ over: true, score, orb: false });
  });
});
