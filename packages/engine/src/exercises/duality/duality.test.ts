import { describe, expect, it } from 'vitest';
import { play, result } from '../testing';
import { duality } from './duality';

// Duality (spec §4, §5): six pairs, single attempt; 5 or 6 right scores 1, 4 or fewer is Timespace, 2.
const first = ['Bitter', 'Love', 'Light', 'Hot', 'Joy', 'Order'];
const second = ['Sweet', 'Hate', 'Dark', 'Cold', 'Sorrow', 'Chaos'];
const withRight = (k: number) => first.map((w, i) => (i < k ? w : second[i]));
const targets = [0, 0, 0, 0, 0, 0];

describe('Duality', () => {
  it.each([
    [6, 1],
    [5, 1],
    [4, 2],
    [0, 2],
  ])('with %i of 6 right scores %i', (right, score) => {
    expect(result(duality, play(duality, targets, [{ choices: withRight(right) }]))).toEqual({
      over: true,
      score,
      orb: false,
    });
  });

  it('hides the targets until the attempt, then reveals them with the count', () => {
    const before = duality.view(play(duality, targets, []).state);
    expect(before).toMatchObject({ targets: null, choices: null, correct: null });
    const after = play(duality, targets, [{ choices: withRight(4) }]);
    expect(duality.view(after.state)).toMatchObject({ targets: first, correct: 4, timespace: true, score: 2 });
    expect(after.outcomes[0]).toMatchObject({ kind: 'miss', reveal: { targets: first, correct: 4 } });
  });

  it.each([
    ['rejects five choices as incomplete', { choices: first.slice(0, 5) }, 'incomplete'],
    ['rejects a missing pair (null) as incomplete', { choices: [...first.slice(0, 5), null] }, 'incomplete'],
    ['rejects no choices at all as incomplete', {}, 'incomplete'],
    ['rejects seven choices as malformed', { choices: [...first, 'Sweet'] }, 'malformed'],
    ['rejects choices that are not a list as malformed', { choices: 'Bitter' }, 'malformed'],
    ['rejects a word from another pair as unknown-choice', { choices: ['Love', ...first.slice(1)] }, 'unknown-choice'],
  ])('%s', (_name, move, code) => {
    expect(play(duality, targets, [move]).rejection?.code).toBe(code);
  });

  it('rejects a second attempt as exercise-over', () => {
    expect(play(duality, targets, [{ choices: first }, { choices: first }]).rejection?.code).toBe('exercise-over');
  });
});
