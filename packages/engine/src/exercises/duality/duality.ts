// 8 Duality (spec §4, §5): pick one side of each of six pairs, all six required, single attempt.
// 5 or 6 right: 1; 4 or fewer: Timespace, 2.
import { DUALITY_PAIRS } from '../../content';
import type { DualityView, DualityWord } from '../../types';
import type { ExerciseDef } from '../definition';
import { isRecord, notAnObject, overRejection, reject } from '../validate';

export interface DualityState {
  targets: DualityWord[];
  choices: DualityWord[] | null;
}

const PASS = 5;
const correctCount = (s: DualityState): number | null =>
  s.choices === null ? null : s.choices.filter((c, i) => c === s.targets[i]).length;
const score = (s: DualityState): number | null => {
  const correct = correctCount(s);
  return correct === null ? null : correct >= PASS ? 1 : 2;
};
const pairName = (i: number): string => (DUALITY_PAIRS[i] ?? []).join('/');

export const duality: ExerciseDef<DualityState, DualityView> = {
  id: 'duality',
  setup: (targets) => ({ targets: DUALITY_PAIRS.map((pair) => pair[targets.int(2)] as DualityWord), choices: null }),
  move(state, input) {
    if (state.choices !== null) return overRejection('Duality');
    if (!isRecord(input)) return notAnObject('{"choices": ["Bitter", "Love", "Light", "Hot", "Joy", "Order"]}');
    const choices = input.choices;
    if (choices === undefined) return reject('incomplete', 'Choose one side of all six pairs.');
    if (!Array.isArray(choices)) return reject('malformed', 'Duality choices are a list of six words, one per pair.');
    if (choices.length > DUALITY_PAIRS.length)
      return reject('malformed', 'Duality has six pairs; send six words, one per pair.');
    for (let i = 0; i < DUALITY_PAIRS.length; i++) {
      const choice: unknown = choices[i];
      if (choice === undefined || choice === null || choice === '')
        return reject('incomplete', `Choose one side of all six pairs (${pairName(i)} is missing).`);
      if (!(DUALITY_PAIRS[i] as readonly unknown[]).includes(choice))
        return reject('unknown-choice', `${JSON.stringify(choice)} is not a side of the pair ${pairName(i)}.`);
    }
    const next = { ...state, choices: [...choices] as DualityWord[] };
    const correct = correctCount(next) ?? 0;
    const passed = correct >= PASS;
    const message = passed
      ? `${correct} of 6 right: Duality scores 1.`
      : `${correct} of 6 right. Timespace: you move on with the penalty score, 2.`;
    return {
      ok: true,
      state: next,
      outcome: { kind: passed ? 'hit' : 'miss', message, reveal: { targets: [...state.targets], correct } },
    };
  },
  isOver: (s) => s.choices !== null,
  score,
  orb: () => false,
  view: (s) => ({
    step: 'duality',
    pairs: DUALITY_PAIRS,
    choices: s.choices && [...s.choices],
    targets: s.choices && [...s.targets],
    correct: correctCount(s),
    timespace: score(s) === 2,
    over: s.choices !== null,
    score: score(s),
  }),
  legalMoves(view) {
    if (view.over) return [];
    let lists: DualityWord[][] = [[]];
    for (const pair of view.pairs) lists = lists.flatMap((l) => pair.map((w) => [...l, w]));
    return lists.map((choices) => ({ choices }));
  },
  // Independent fair picks per pair: the same as a uniform pick among the 64 combinations.
  randomMove: (view, random) => ({ choices: view.pairs.map((pair) => pair[random(2)]) }),
};
