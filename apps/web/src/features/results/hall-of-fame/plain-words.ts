// The hall of fame in plain words, first (issue 34 item 7's habit): what the top of the list means.
import { formatNumber, plural } from '../../../components/charts/format';
import type { HallOfFame, HallOfFamePeriod } from '../../../lib/api/hall-of-fame';

export const PERIOD_WORDS: Record<HallOfFamePeriod, string> = {
  day: 'today',
  month: 'this month',
  all: 'of all time',
};

/** The lead sentence: how much of the top is luck. */
export function luckWords(board: HallOfFame): string {
  const band = board.chanceBand;
  if (!band || board.qualified === 0)
    return `Nobody has played the ${board.minimumCircuits} circuits needed to be listed ${PERIOD_WORDS[board.period]} yet.`;
  const n = board.qualified;
  if (n === 1)
    return (
      `One player is listed. A single pure guesser with as many circuits would average between ` +
      `${formatNumber(band.best.low, 1)} and ${formatNumber(band.best.high, 1)} in 9 runs out of 10.`
    );
  return (
    `The top of this list is where the luckiest of ${n} guessers would be anyway: if all ${n} only guessed, the ` +
    `best mean would land between ${formatNumber(band.best.low, 1)} and ${formatNumber(band.best.high, 1)} ` +
    `(9 runs in 10)` +
    (band.tenth ? `, the 10th best near ${formatNumber(band.tenth.mean, 1)}.` : '.')
  );
}

/** Who is beyond even the luckiest guesser: below the best's 5th percentile. */
export function beyondLuckWords(board: HallOfFame): string | null {
  const band = board.chanceBand;
  if (!band) return null;
  const beyond = board.rows.filter((r) => r.mean < band.best.low).length;
  if (beyond === 0)
    return 'Nobody here is further ahead than the luckiest guesser would usually be: so far, luck explains the whole list.';
  return (
    `${plural(beyond, 'player is', 'players are')} further ahead than the luckiest guesser in 19 runs out of 20. ` +
    'Worth testing properly: a sealed claim fixes the test before the circuits are played.'
  );
}
