import { describe, expect, it } from 'vitest';
import { play, result } from '../testing';
import { gardenCard, inTheGarden } from './in-the-garden';

// In the Garden (spec §4, §9). Card k: symbol i (tree, ufo, sun, flower, bird) is in when bit i is set.
// Card 0: nothing in the garden, so five "no" answers make a full run and a "yes" fails the run.
const no = { answer: false };
const yes = { answer: true };
const fullRun = [no, no, no, no, no];

describe('In the Garden', () => {
  it('has 32 distinct cards', () => {
    expect(new Set(Array.from({ length: 32 }, (_, k) => JSON.stringify(gardenCard(k)))).size).toBe(32);
  });
  it('scores 1 and wins the orb with a full run at the first go', () => {
    expect(result(inTheGarden, play(inTheGarden, [0], fullRun))).toEqual({ over: true, score: 1, orb: true });
  });
  it('scores 2 without the orb when the second run is full', () => {
    expect(result(inTheGarden, play(inTheGarden, [0, 0], [no, yes, ...fullRun]))).toEqual({
      over: true,
      score: 2,
      orb: false,
    });
  });
  it('caps the score at 8: the eighth failed run moves on with 8', () => {
    const draws = Array<number>(8).fill(0);
    expect(
      result(
        inTheGarden,
        play(
          inTheGarden,
          draws,
          Array.from({ length: 8 }, () => yes),
        ),
      ),
    ).toEqual({ over: true, score: 8, orb: false });
  });
  it('scores 8 when the eighth run is full', () => {
    const draws = Array<number>(8).fill(0);
    expect(
      result(inTheGarden, play(inTheGarden, draws, [...Array.from({ length: 7 }, () => yes), ...fullRun])),
    ).toEqual({ over: true, score: 8, orb: false });
  });

  it('reveals the card on a wrong answer and restarts with a new, hidden card', () => {
    const played = play(inTheGarden, [0, 31], [no, yes]);
    expect(played.outcomes[1]).toMatchObject({ kind: 'miss', reveal: { card: gardenCard(0) } });
    expect(inTheGarden.view(played.state)).toMatchObject({
      run: 2,
      question: 0,
      answers: [],
      lastCard: gardenCard(0),
      over: false,
    });
    expect(JSON.stringify(inTheGarden.view(played.state))).not.toContain('"tree":true');
  });

  it.each([
    ['rejects an answer that is not a boolean as malformed', [{ answer: 'yes' }], 'malformed'],
    ['rejects a move without an answer as incomplete', [{}], 'incomplete'],
    ['rejects an answer after a full run as exercise-over', [...fullRun, no], 'exercise-over'],
  ])('%s', (_name, moves, code) => {
    expect(play(inTheGarden, [0], moves).rejection?.code).toBe(code);
  });
});
