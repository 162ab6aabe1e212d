// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  abandonedSentence,
  averageLead,
  scoreLead,
  averageSentence,
  outcomeSentence,
  pReading,
  scoreSentence,
  worldSentence,
  percentileSentence,
  parSentence,
} from './plain-words';

describe('pReading', () => {
  it.each([
    [0.31, /no sign of psi yet/],
    [0.05, /no sign of psi yet/],
    [0.03, /one time in twenty/],
    [0.004, /^rare for luck alone/],
    [0.0002, /^very rare/],
  ])('reads p = %d honestly', (p, text) => {
    expect(pReading(p)).toMatch(text);
  });
});

describe('worldSentence', () => {
  it('says what p means for the world average in plain words', () => {
    expect(worldSentence({ circuits: 120, meanScore: 42.1, chanceMean: 42.387, z: -0.5, p: 0.31 })).toBe(
      'If everyone were guessing, a world average this low or lower would turn up p = 0.31 of the time: no sign of psi yet; luck alone does this easily.',
    );
  });
  it('says the experiment has not started when no circuit is counted', () => {
    expect(worldSentence({ circuits: 0, meanScore: null, chanceMean: 42.387, z: null, p: null })).toMatch(
      /No verified circuit/,
    );
  });
});

describe('percentileSentence', () => {
  it('says where an average sits among guessers over as many circuits, ties apart', () => {
    expect(percentileSentence({ worse: 60.1, tied: 6.6 }, 1, 'Your average')).toBe(
      "Your average is better than 60% of pure guessers' averages over one circuit, and 7% of them are exactly the same.",
    );
    expect(percentileSentence({ worse: 12, tied: 0 }, 1200)).toBe(
      "The world average is better than 12% of pure guessers' averages over 1,200 circuits.",
    );
    expect(percentileSentence({ worse: 12, tied: 0.04 }, 1200)).not.toMatch(/exactly the same/);
  });
});

describe('parSentence', () => {
  it('shows the exact chance mean once, explained against par', () => {
    expect(parSentence(42.385, 42.3871)).toBe(
      "Par, 42.385, is the circuit's benchmark: what a pure guesser scores on average. Worked out exactly from these rules, a guesser averages 42.387: the same within rounding, so every page uses par.",
    );
  });
});

describe('outcomeSentence', () => {
  it('calls a score below par a good outcome and says half of guessers get one too', () => {
    const text = outcomeSentence(38, true, 42.385, 0.52);
    expect(text).toMatch(/^Good outcome: 38 is below par \(42.385\)/);
    expect(text).toMatch(/52% of pure guessers land below it too/);
    expect(text).toMatch(/not proof of psi/);
  });
  it('says a score at or above par is not a good outcome, without drama', () => {
    expect(outcomeSentence(45, false, 42.385, 0.52)).toMatch(/^Not a good outcome this time: 45 is not below par/);
    expect(outcomeSentence(45, false, 42.385, 0.52)).toMatch(/\. 52% of pure guessers land below par/);
  });
  it('says "about half" while the exact share is still being computed', () => {
    expect(outcomeSentence(38, true, 42.385, null)).toMatch(/about half of pure guessers land below it too/);
    expect(outcomeSentence(45, false, 42.385, null)).toMatch(/\. About half of pure guessers land below par/);
  });
});

describe('scoreSentence and averageSentence', () => {
  it('gives the p-value of one score, the guessers it beat and those it tied', () => {
    expect(scoreSentence(33, 0.035, { worse: 96.5, tied: 1.2 })).toBe(
      'A pure guesser scores 33 or better with probability p = 0.035; you did better than 97% of them, and 1% score exactly 33: unusual, but luck alone does this one time in twenty, so it is not evidence on its own.',
    );
  });
  it('never says "better than" the guessers who tied: p = 0.80 beats 20% of them, not the mid-rank 23%', () => {
    expect(scoreSentence(46, 0.8, { worse: 20, tied: 6.6 })).toMatch(
      /^A pure guesser scores 46 or better with probability p = 0\.80; you did better than 20% of them, and 7% score exactly 46: /,
    );
  });
  it('names the number of circuits the average is over', () => {
    expect(averageSentence(1, 0.5)).toMatch(/over one circuit would turn up p = 0.50/);
    expect(averageSentence(12, 0.5)).toMatch(/over 12 circuits/);
  });
});

describe('abandonedSentence', () => {
  it.each([
    [
      'you',
      0,
      'Every circuit you start counts. One you leave unfinished (by starting another, or by leaving it idle until your session times out) counts with the scores you made plus, for the exercises you did not play, exactly what pure guessing scores on average, so stopping a circuit that is going badly cannot improve your average.',
    ],
    [
      'you',
      1,
      /counts with the scores you made .* cannot improve your average\. 1 of your circuits was left unfinished and counts this way\.$/,
    ],
    ['you', 3, /3 of your circuits were left unfinished and count this way\.$/],
    [
      'world',
      0,
      'Every verified circuit started counts, finished or not: an abandoned one counts with the scores already made plus, for the exercises left unplayed, exactly what pure guessing scores on average, so quitting circuits that go badly cannot pull the world average down.',
    ],
    ['world', 1200, /cannot pull the world average down\. 1,200 of the circuits were abandoned and count this way\.$/],
  ] as const)('tells %s how %d abandoned circuits count', (who, abandoned, text) => {
    const sentence = abandonedSentence(who, abandoned);
    if (typeof text === 'string') expect(sentence).toBe(text);
    else expect(sentence).toMatch(text);
  });
});

describe('plain words first (issue 34 item 7)', () => {
  it.each([
    [0.4, 'Your main score of 44 is as a guesser would score: pure guessing does this well often.'],
    [0.03, 'Your main score of 44 is rarer than 1 in 20 guessers: few pure guessers score this low.'],
    [0.004, 'Your main score of 44 is rarer than 1 in 100 guessers: few pure guessers score this low.'],
    [0.0004, 'Your main score of 44 is rarer than 1 in 1,000 guessers: few pure guessers score this low.'],
  ])('says a score with p = %d without the p-value', (p, text) => {
    expect(scoreLead(44, p)).toBe(text);
  });

  it('says an average over several circuits, and the world one, without the p-value', () => {
    expect(averageLead('Your', 41.234, 3, 0.2)).toBe(
      'Your average of 41.23 over 3 circuits is as a guesser would do: luck alone explains it so far.',
    );
    expect(averageLead("The world's", 40, 1200, 0.01 - 1e-9)).toBe(
      "The world's average of 40 over 1,200 circuits is rarer than 1 in 100 guessers: worth repeating, to see if it holds.",
    );
    expect(averageLead('Your', 42, 1, 0.5)).toContain('over one circuit');
  });
});
