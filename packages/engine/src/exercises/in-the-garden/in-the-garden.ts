// 15 In the Garden (spec §4): a card from the 32-card deck says which of Tree, UFO, Sun, Flower, Bird
// are in the garden; five yes/no questions in that order. A wrong answer reveals the card, reshuffles
// and restarts with a new card. Score = runs, at most 8 (the 8th failed run moves on with 8).
// A full run at the first go wins the Golden Orb.
import { GARDEN_MAX_RUNS, GARDEN_SYMBOLS } from '../../content';
import type { GardenCard, GardenView, TargetSource } from '../../types';
import type { ExerciseDef } from '../definition';
import { isRecord, notAnObject, overRejection, reject } from '../validate';

export interface GardenState {
  card: GardenCard;
  run: number;
  answers: boolean[];
  lastCard: GardenCard | null;
  fullRun: boolean;
  over: boolean;
}

export const GARDEN_DECK_SIZE = 2 ** GARDEN_SYMBOLS.length;

/** Card k of the deck: symbol i is in the garden when bit i of k is set (tree = bit 0 … bird = bit 4). */
export function gardenCard(k: number): GardenCard {
  return Object.fromEntries(GARDEN_SYMBOLS.map((s, i) => [s, ((k >> i) & 1) === 1])) as GardenCard;
}

const drawCard = (targets: TargetSource): GardenCard => gardenCard(targets.int(GARDEN_DECK_SIZE));
const score = (s: GardenState): number | null => (s.over ? s.run : null);

export const inTheGarden: ExerciseDef<GardenState, GardenView> = {
  id: 'in-the-garden',
  setup: (targets) => ({ card: drawCard(targets), run: 1, answers: [], lastCard: null, fullRun: false, over: false }),
  move(state, input, targets) {
    if (state.over) return overRejection('In the Garden');
    if (!isRecord(input)) return notAnObject('{"answer": true}');
    const answer = input.answer;
    if (answer === undefined || answer === null)
      return reject('incomplete', 'Answer the question with yes (true) or no (false).');
    if (typeof answer !== 'boolean') return reject('malformed', 'An answer is true (yes) or false (no).');
    const symbol = GARDEN_SYMBOLS[state.answers.length] ?? 'tree';
    if (answer === state.card[symbol]) {
      const answers = [...state.answers, answer];
      if (answers.length < GARDEN_SYMBOLS.length) {
        return { ok: true, state: { ...state, answers }, outcome: { kind: 'hit', message: 'Right; next question.' } };
      }
      const next = { ...state, answers, lastCard: state.card, fullRun: true, over: true };
      return {
        ok: true,
        state: next,
        outcome: { kind: 'hit', message: `A full run on run ${state.run}.`, reveal: { card: { ...state.card } } },
      };
    }
    const reveal = { card: { ...state.card } };
    if (state.run === GARDEN_MAX_RUNS) {
      return {
        ok: true,
        state: { ...state, lastCard: state.card, fullRun: false, over: true },
        outcome: {
          kind: 'miss',
          message: `Wrong; that was the last run, In the Garden scores ${GARDEN_MAX_RUNS}.`,
          reveal,
        },
      };
    }
    const next = {
      card: drawCard(targets),
      run: state.run + 1,
      answers: [],
      lastCard: state.card,
      fullRun: false,
      over: false,
    };
    return {
      ok: true,
      state: next,
      outcome: { kind: 'miss', message: 'Wrong; here is the card. The deck is reshuffled for a new run.', reveal },
    };
  },
  isOver: (s) => s.over,
  score,
  orb: (s) => s.over && s.fullRun && s.run === 1,
  view: (s) => ({
    step: 'in-the-garden',
    symbols: GARDEN_SYMBOLS,
    run: s.run,
    question: Math.min(s.answers.length, GARDEN_SYMBOLS.length - 1),
    answers: [...s.answers],
    lastCard: s.lastCard && { ...s.lastCard },
    fullRun: s.fullRun,
    over: s.over,
    score: score(s),
  }),
  legalMoves: (view) => (view.over ? [] : [{ answer: true }, { answer: false }]),
  // The last card only informs the player; the future depends on the run, the card and the answers.
  chanceKey: (s) => JSON.stringify([s.run, s.card, s.answers.length, s.over, s.fullRun]),
};
