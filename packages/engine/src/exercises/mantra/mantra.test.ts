import { describe, expect, it } from 'vitest';
import { play, result } from '../testing';
import { mantra } from './mantra';

// Mantra (spec §4): columns [Need, Want], [Love, Compassion, Wisdom], [Peace, Joy, Truth, Light].
// Draws: one per column as it is reached. Targets by last index: Want, Wisdom, Light.
const draws = [1, 2, 3];
const rightAway = ['Want', 'Wisdom', 'Light'];
const allWrong = ['Need', 'Want', 'Love', 'Compassion', 'Wisdom', 'Peace', 'Joy', 'Truth', 'Light'];

describe('Mantra', () => {
  it('scores 1 and wins the orb with no wrong pick', () => {
    expect(
      result(
        mantra,
        play(
          mantra,
          draws,
          rightAway.map((choice) => ({ choice })),
        ),
      ),
    ).toEqual({ over: true, score: 1, orb: true });
  });
  it('scores 2 without the orb for one wrong pick', () => {
    expect(
      result(
        mantra,
        play(
          mantra,
          draws,
          ['Need', ...rightAway].map((choice) => ({ choice })),
        ),
      ),
    ).toEqual({ over: true, score: 2, orb: false });
  });
  it('scores the maximum 7 when every wrong word is picked first in every column', () => {
    expect(
      result(
        mantra,
        play(
          mantra,
          draws,
          allWrong.map((choice) => ({ choice })),
        ),
      ),
    ).toEqual({ over: true, score: 7, orb: false });
  });

  it("hides the column's word until found and lets wrong picks drop out", () => {
    const view = mantra.view(play(mantra, draws, [{ choice: 'Need' }]).state);
    expect(view).toMatchObject({ column: 0, tried: [['Need'], [], []], found: [null, null, null], wrongPicks: 1 });
    expect(JSON.stringify(view.found)).not.toContain('Want');
  });

  it.each([
    ['rejects a word already dropped as already-chosen', ['Need', 'Need'], 'already-chosen'],
    ['rejects a word of a later column as unknown-choice', ['Peace'], 'unknown-choice'],
    ['rejects a word of an earlier column as unknown-choice', ['Want', 'Need'], 'unknown-choice'],
  ])('%s', (_name, words, code) => {
    expect(
      play(
        mantra,
        draws,
        words.map((choice) => ({ choice })),
      ).rejection?.code,
    ).toBe(code);
  });
});
