import { describe, expect, it } from 'vitest';
import { play, result } from '../testing';
import { zener } from './zener';

// Zener part 1 (spec §2): a symbol is picked right after Universal and saved; no score.
describe('Zener (pick your symbol)', () => {
  it('saves the picked symbol, is over at once and has no score', () => {
    const played = play(zener, [], [{ symbol: 'wave' }]);
    expect(result(zener, played)).toEqual({ over: true, score: null, orb: false });
    expect(zener.view(played.state)).toMatchObject({ symbol: 'wave', over: true });
    expect(played.outcomes[0]?.kind).toBe('neutral');
  });

  it.each([
    ['rejects a symbol that is not a Zener symbol as unknown-choice', [{ symbol: 'triangle' }], 'unknown-choice'],
    ['rejects a move without a symbol as incomplete', [{}], 'incomplete'],
    ['rejects a second pick as exercise-over', [{ symbol: 'star' }, { symbol: 'plus' }], 'exercise-over'],
  ])('%s', (_name, moves, code) => {
    expect(play(zener, [], moves).rejection?.code).toBe(code);
  });
});
