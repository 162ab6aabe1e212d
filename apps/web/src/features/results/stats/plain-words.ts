// Statistics said in plain words (docs/statistics.md): what a p-value means for this number, honestly.
import type { GuesserRank } from '@psi/engine';
import { formatNumber, formatP, formatPercent, guesserWords } from '../../../components/charts/format';

/** Issue 34 item 7: one circuit's main score in plain words, read before any figure. */
export function scoreLead(score: number, p: number): string {
  return p < 0.05
    ? `Your main score of ${score} is ${guesserWords(p)}: few pure guessers score this low.`
    : `Your main score of ${score} is ${guesserWords(p)} score: pure guessing does this well often.`;
}

/** Issue 34 item 7: an average over n circuits (the player's own, or the world's) in plain words. */
export function averageLead(who: 'Your' | "The world's", mean: number, n: number, p: number): string {
  const over = n === 1 ? 'one circuit' : `${n.toLocaleString('en')} circuits`;
  const start = `${who} average of ${formatNumber(mean, 2)} over ${over}`;
  return p < 0.05
    ? `${start} is ${guesserWords(p)}: worth repeating, to see if it holds.`
    : `${start} is ${guesserWords(p)} do: luck alone explains it so far.`;
}

/** How surprising a one-sided p-value is for "scores this low by guessing". */
export function pReading(p: number): string {
  if (p < 0.001)
    return 'very rare for luck alone, a strong hint of something beyond chance if it holds up when repeated';
  if (p < 0.01) return 'rare for luck alone, a hint of something beyond chance if it holds up when repeated';
  if (p < 0.05) return 'unusual, but luck alone does this one time in twenty, so it is not evidence on its own';
  return 'no sign of psi yet; luck alone does this easily';
}

export interface WorldFigures {
  circuits: number;
  meanScore: number | null;
  chanceMean: number;
  z: number | null;
  p: number | null;
}

/** "If everyone were guessing, a world average this low or lower would turn up p = 0.31 of the time: …" */
export function worldSentence({ circuits, meanScore, p }: WorldFigures): string {
  if (circuits === 0 || meanScore === null || p === null) {
    return 'No verified circuit has been finished yet: the first one starts the experiment.';
  }
  return `If everyone were guessing, a world average this low or lower would turn up p = ${formatP(p)} of the time: ${pReading(p)}.`;
}

/** Ties worth a mention: a share that rounds to at least 0.1%. */
const tiesShown = (tied: number) => tied >= 0.05;

/**
 * Where an average sits among pure guessers' averages over as many circuits: better than those who
 * did worse, and how many did exactly the same (engine: averageGuesserRank). "Better than" never
 * counts the ties, as the mid-rank percentile's half of them would.
 */
export function percentileSentence(rank: GuesserRank, n: number, who = 'The world average'): string {
  const over = n === 1 ? 'one circuit' : `${n.toLocaleString('en')} circuits`;
  const ties = tiesShown(rank.tied) ? `, and ${formatPercent(rank.tied)} of them are exactly the same` : '';
  return `${who} is better than ${formatPercent(rank.worse)} of pure guessers' averages over ${over}${ties}.`;
}

/**
 * The one place the exact chance mean is shown (docs/statistics.md, one p-value): par is the specification's 42.385;
 * worked out exactly from this project's rules a guesser averages `exactMean`, the same within rounding.
 */
export function parSentence(par: number, exactMean: number): string {
  return `Par, ${par}, is the circuit's benchmark: what a pure guesser scores on average. Worked out exactly from these rules, a guesser averages ${formatNumber(exactMean, 3)}: the same within rounding, so every page uses par.`;
}

/** One circuit's main score against the exact chance distribution (engine: pValue, guesserRank). */
export function scoreSentence(score: number, p: number, rank: GuesserRank): string {
  const ties = tiesShown(rank.tied) ? `, and ${formatPercent(rank.tied)} score exactly ${score}` : '';
  return `A pure guesser scores ${score} or better with probability p = ${formatP(p)}; you did better than ${formatPercent(rank.worse)} of them${ties}: ${pReading(p)}.`;
}

/** The player's own average over n circuits. */
export function averageSentence(n: number, p: number): string {
  return `If you were guessing, an average this low or lower over ${n === 1 ? 'one circuit' : `${n} circuits`} would turn up p = ${formatP(p)} of the time: ${pReading(p)}.`;
}

/**
 * Spec §1: below 42.385 is a good outcome. Said honestly (docs/rules.md "Why 42.385"):
 * par is a guesser's average, so about half of pure guessers get a good outcome too.
 * `guessersBelowPar` is P(score < 42.385) for a pure guesser (0..1).
 */
/** `guessersBelowPar` is null until the exact figure is computed; the sentence then says "about half". */
export function outcomeSentence(score: number, good: boolean, par: number, guessersBelowPar: number | null): string {
  const share = guessersBelowPar === null ? 'about half' : formatPercent(guessersBelowPar * 100);
  return good
    ? `Good outcome: ${score} is below par (${par}). Par is what a pure guesser scores on average, and ${share} of pure guessers land below it too, so one good outcome is a coin flip, not proof of psi.`
    : `Not a good outcome this time: ${score} is not below par (${par}), what a pure guesser scores on average. ${share.charAt(0).toUpperCase()}${share.slice(1)} of pure guessers land below par, so one circuit says little either way.`;
}

/**
 * How abandoned circuits count (intention to treat; docs/statistics.md), said next to the
 * statistics so no one mistakes quitting bad circuits for a way to look psychic.
 */
export function abandonedSentence(who: 'you' | 'world', abandoned: number): string {
  const count = abandoned.toLocaleString('en');
  if (who === 'you') {
    const rule =
      'Every circuit you start counts. One you leave unfinished (by starting another, or by leaving it idle until your session times out) counts with the scores you made plus, for the exercises you did not play, exactly what pure guessing scores on average, so stopping a circuit that is going badly cannot improve your average.';
    if (abandoned === 0) return rule;
    return `${rule} ${count} of your circuits ${abandoned === 1 ? 'was' : 'were'} left unfinished and ${abandoned === 1 ? 'counts' : 'count'} this way.`;
  }
  const rule =
    'Every verified circuit started counts, finished or not: an abandoned one counts with the scores already made plus, for the exercises left unplayed, exactly what pure guessing scores on average, so quitting circuits that go badly cannot pull the world average down.';
  if (abandoned === 0) return rule;
  return `${rule} ${count} of the circuits ${abandoned === 1 ? 'was' : 'were'} abandoned and ${abandoned === 1 ? 'counts' : 'count'} this way.`;
}
