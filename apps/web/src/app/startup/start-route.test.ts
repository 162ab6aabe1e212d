import { describe, expect, it } from 'vitest';
import { startRoute } from './start-route';

const store = (values: Record<string, string>) => ({ get: (k: string) => values[k] ?? null });

describe('app start route', () => {
  it.each([
    ['goes to game-ready-set-go without a stored session', '/', {}, '/game-ready-set-go'],
    ['goes to current_level with a stored session', '/', { session_id: 's', current_level: '/game-doors' }, '/game-doors'],
    ['accepts a current_level stored without its slash', '/', { session_id: 's', current_level: 'game-mantra' }, '/game-mantra'],
    ['starts the circuit when the session has no level yet', '/', { session_id: 's' }, '/game-ready-set-go'],
    ['ignores a stored level that is not a game route', '/', { session_id: 's', current_level: '/login' }, '/game-ready-set-go'],
    ['respects a deep link the player opened', '/about-page', { session_id: 's', current_level: '/game-doors' }, null],
  ])('%s', (_name, path, values, expected) => {
    expect(startRoute(path, store(values))).toBe(expected);
  });
});
