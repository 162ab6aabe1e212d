// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startRoute } from './start-route';

const store = (values: Record<string, string>) => ({ get: (k: string) => values[k] ?? null });

describe('app start route', () => {
  it.each([
    ['welcomes a new player (no stored session) at game-begins', '/', {}, '/game-begins'],
    [
      'welcomes a new player who opened an exercise address at game-begins, before exercise 1',
      '/game-ready-set-go',
      {},
      '/game-begins',
    ],
    ['welcomes a new player who opened a later exercise at game-begins', '/game-doors', {}, '/game-begins'],
    ['lets a new player read an information page they opened', '/about-page', {}, null],
    [
      'goes to current_level with a stored session',
      '/',
      { session_id: 's', current_level: '/game-doors' },
      '/game-doors',
    ],
    [
      'accepts a current_level stored without its slash',
      '/',
      { session_id: 's', current_level: 'game-mantra' },
      '/game-mantra',
    ],
    ['welcomes a session that has no level yet (it never started a circuit)', '/', { session_id: 's' }, '/game-begins'],
    [
      'ignores a stored level that is not a game route',
      '/',
      { session_id: 's', current_level: '/login' },
      '/game-begins',
    ],
    ['respects a deep link the player opened', '/about-page', { session_id: 's', current_level: '/game-doors' }, null],
    [
      'leaves a returning player on the exercise they opened (the resume call decides)',
      '/game-family',
      { session_id: 's', current_level: '/game-doors' },
      null,
    ],
  ])('%s', (_name, path, values, expected) => {
    expect(startRoute(path, store(values))).toBe(expected);
  });

  it.each([
    [
      'sends a new player who opens the app offline to exercise 1, where a circuit can be played offline',
      '/',
      {},
      '/game-ready-set-go',
    ],
    ['leaves a new player offline on the exercise address they opened', '/game-ready-set-go', {}, null],
    [
      'still resumes a returning player offline at current_level',
      '/',
      { session_id: 's', current_level: '/game-doors' },
      '/game-doors',
    ],
  ])('%s', (_name, path, values, expected) => {
    expect(startRoute(path, store(values), false)).toBe(expected);
  });
});
