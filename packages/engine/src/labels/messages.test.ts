// The outcome messages a player reads after each move (docs/decisions.md, the outcome dock and plain words): plain English, never an id.
import { describe, expect, it } from 'vitest';
import { family } from '../exercises/family/family';
import { readySetGo } from '../exercises/ready-set-go/ready-set-go';
import { threeWiseMonkeys } from '../exercises/three-wise-monkeys/three-wise-monkeys';
import { yinYang } from '../exercises/yin-yang/yin-yang';
import { zener } from '../exercises/zener/zener';
import { doubles } from '../exercises/doubles/doubles';
import { zenerReveal } from '../exercises/zener-reveal/zener-reveal';
import { play } from '../exercises/testing';

const messages = (played: { outcomes: { message: string }[] }) => played.outcomes.map((o) => o.message);

describe('outcome messages', () => {
  it('names the card found in Ready Set Go instead of "the card is middle"', () => {
    const played = play(readySetGo, [1], [{ choice: 'left' }, { choice: 'right' }, { choice: 'middle' }]);
    expect(messages(played)).toEqual([
      'Not the left card; try again.',
      'Not the right card; try again.',
      'Found: the middle card, in 3 picks.',
    ]);
  });

  it('says "Not the Son" rather than "Not the son family member"', () => {
    const played = play(family, [0], [{ choice: 'son' }, { choice: 'mother' }]);
    expect(messages(played)).toEqual(['Not the Son; try again.', 'Found: the Mother, in 2 picks.']);
  });

  it('says which monkey it was by its name, never its id', () => {
    const played = play(threeWiseMonkeys, [0, 1], [{ choice: 'hear-no-evil' }]);
    expect(messages(played)[0]).toBe('Not this time: it was See No Evil. The deck is reshuffled; try again.');
  });

  it('capitalises Yin and Yang in the reveal', () => {
    const played = play(yinYang, [1, 0], [{ choice: 'yin' }, { choice: 'yin' }]);
    expect(messages(played)).toEqual([
      'Not this time: it was Yang. The deck is reshuffled; try again.',
      'Right: it was Yin, on attempt 2.',
    ]);
  });

  it('names the Zener symbols in sentences', () => {
    expect(messages(play(zener, [], [{ symbol: 'wave' }]))).toEqual(['Your symbol, the wave, is saved for later.']);
    expect(messages(play(zenerReveal, [0], [{ action: 'draw' }], 'star'))[0]).toBe(
      'The circle: no match; the deck is reshuffled for a second draw.',
    );
  });

  it('explains Timespace where it happens: the penalty exit', () => {
    const played = play(doubles, [0, 1, 2, 3], [{ action: 'roll' }, { action: 'roll' }]);
    expect(messages(played)[1]).toBe('3 and 4: no double. Timespace: you move on with the penalty score, 3.');
  });

  it('never leaves a hyphenated id in any message', () => {
    const all = [
      ...messages(play(threeWiseMonkeys, [2, 0, 1], [{ choice: 'see-no-evil' }, { choice: 'hear-no-evil' }])),
    ];
    for (const m of all) expect(m).not.toMatch(/[a-z]+-[a-z]+/);
  });
});
