// 16 Karma (spec §4, §5): a hidden number 1..100; each wrong pick discards the half that cannot hold
// it, the pick included; picks must be still-visible numbers. Rating = numbers still visible besides
// the target when it is found: 0 (worst) to 99 (best). Never added to the main score.
import { KARMA_HIGH, KARMA_LOW } from '../../content';
import type { KarmaHint, KarmaView } from '../../types';
import type { ExerciseDef } from '../definition';
import { isRecord, notAnObject, overRejection, reject } from '../validate';

export interface KarmaState {
  target: number;
  low: number;
  high: number;
  picks: { number: number; hint: KarmaHint }[];
}

const isOver = (s: KarmaState): boolean => s.picks[s.picks.length - 1]?.hint === 'found';
const rating = (s: KarmaState): number | null => (isOver(s) ? s.high - s.low : null);

export const karma: ExerciseDef<KarmaState, KarmaView> = {
  id: 'karma',
  setup: (targets) => ({
    target: KARMA_LOW + targets.int(KARMA_HIGH - KARMA_LOW + 1),
    low: KARMA_LOW,
    high: KARMA_HIGH,
    picks: [],
  }),
  move(state, input) {
    if (isOver(state)) return overRejection('Karma');
    if (!isRecord(input)) return notAnObject('{"number": 50}');
    const n = input.number;
    if (n === undefined || n === null) return reject('incomplete', `Pick a number from ${state.low} to ${state.high}.`);
    if (typeof n !== 'number' || !Number.isInteger(n)) return reject('malformed', 'A Karma pick is a whole number.');
    if (n < state.low || n > state.high) {
      const why = n < KARMA_LOW || n > KARMA_HIGH ? 'is not on the board' : 'has been discarded';
      return reject('not-visible', `${n} ${why}; pick a still-visible number from ${state.low} to ${state.high}.`);
    }
    if (n === state.target) {
      const next = { ...state, picks: [...state.picks, { number: n, hint: 'found' as const }] };
      return {
        ok: true,
        state: next,
        outcome: {
          kind: 'hit',
          message: `Found: ${n}. Your Karma rating is ${state.high - state.low}.`,
          reveal: { hint: 'found' },
        },
      };
    }
    const hint: KarmaHint = n < state.target ? 'higher' : 'lower';
    const next = {
      ...state,
      low: hint === 'higher' ? n + 1 : state.low,
      high: hint === 'lower' ? n - 1 : state.high,
      picks: [...state.picks, { number: n, hint }],
    };
    return {
      ok: true,
      state: next,
      outcome: { kind: 'miss', message: `Not ${n}: the hidden number is ${hint}.`, reveal: { hint } },
    };
  },
  isOver,
  score: () => null,
  rating,
  orb: () => false,
  view: (s) => ({
    step: 'karma',
    low: s.low,
    high: s.high,
    picks: s.picks.map((p) => ({ ...p })),
    rating: rating(s),
    over: isOver(s),
    score: null,
  }),
  legalMoves(view) {
    if (view.over) return [];
    return Array.from({ length: view.high - view.low + 1 }, (_, i) => ({ number: view.low + i }));
  },
  randomMove: (view, random) => ({ number: view.low + random(view.high - view.low + 1) }),
  // Shifting the board changes nothing: only the width and the target's place in it matter.
  chanceKey: (s) => `${s.high - s.low}:${s.target - s.low}:${isOver(s)}`,
};
