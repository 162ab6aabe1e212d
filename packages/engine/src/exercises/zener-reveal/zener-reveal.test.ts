import { describe, expect, it } from 'vitest';
import { play, result } from '../testing';
import { zenerReveal } from './zener-reveal';

// Zener part 2 (spec §4). Symbols by index: circle 0, plus 1, wave 2, square 3, star 4. Saved symbol: wave.
const draw = { action: 'draw' };

describe('Zener (the deck flipped)', () => {
  it.each([
    ['scores 1 and wins the orb when the first draw matches', [2], [draw], 1, true],
    ['scores 2 when the second (reshuffled) draw matches', [0, 2], [draw, draw], 2, false],
    ['scores 3 when neither draw matches', [0, 4], [draw, draw], 3, false],
  ])('%s', (_name, draws, moves, score, orb) => {
    expect(result(zenerReveal, play(zenerReveal, draws, moves, 'wave'))).toEqual({ over: true, score, orb });
  });

  it('shows the saved symbol and the cards drawn so far', () => {
    expect(zenerReveal.view(play(zenerReveal, [0], [draw], 'wave').state)).toMatchObject({
      symbol: 'wave',
      draws: ['circle'],
      over: false,
    });
  });

  it.each([
    ['rejects any other action as unknown-choice', [{ action: 'roll' }], 'unknown-choice'],
    ['rejects a draw after the match as exercise-over', [draw, draw], 'exercise-over'],
  ])('%s', (_name, moves, code) => {
    expect(play(zenerReveal, [2], moves, 'wave').rejection?.code).toBe(code);
  });

  it('cannot start without the symbol saved in part 1', () => {
    expect(() => play(zenerReveal, [], [])).toThrow(/symbol/);
  });
});
