// 14 Mantra (spec §4): three columns solved left to right; pick until right in each column, wrong
// picks drop out. Score 1 + wrong picks (1 to 7); no wrong pick wins the Golden Orb.
// Each column's word is drawn when the column is reached.
import { MANTRA_COLUMNS } from '../../content';
import type { MantraView, MantraWord, TargetSource } from '../../types';
import type { ExerciseDef } from '../definition';
import { isRecord, listOf, notAnObject, overRejection, reject } from '../validate';

export interface MantraState {
  column: number;
  target: MantraWord | null;
  tried: MantraWord[][];
  found: (MantraWord | null)[];
}

const COLUMNS = MANTRA_COLUMNS.length;
const drawWord = (targets: TargetSource, column: number): MantraWord => {
  const words = MANTRA_COLUMNS[column] ?? [];
  return words[targets.int(words.length)] as MantraWord;
};
const isOver = (s: MantraState): boolean => s.column === COLUMNS;
const wrongPicks = (s: MantraState): number => s.tried.reduce((n, t) => n + t.length, 0);
const score = (s: MantraState): number | null => (isOver(s) ? 1 + wrongPicks(s) : null);

export const mantra: ExerciseDef<MantraState, MantraView> = {
  id: 'mantra',
  setup: (targets) => ({
    column: 0,
    target: drawWord(targets, 0),
    tried: MANTRA_COLUMNS.map(() => []),
    found: MANTRA_COLUMNS.map(() => null),
  }),
  move(state, input, targets) {
    if (isOver(state)) return overRejection('Mantra');
    if (!isRecord(input)) return notAnObject('{"choice": "Need"}');
    const words = MANTRA_COLUMNS[state.column] ?? [];
    const choice = input.choice;
    if (choice === undefined || choice === null)
      return reject('incomplete', `Choose a word of the current column (${listOf(words)}).`);
    if (!(words as readonly unknown[]).includes(choice))
      return reject(
        'unknown-choice',
        `${JSON.stringify(choice)} is not in the current column; choose ${listOf(words)}.`,
      );
    const word = choice as MantraWord;
    const column = state.column;
    if (state.tried[column]?.includes(word))
      return reject('already-chosen', `${word} has already dropped out; pick another word.`);
    if (word !== state.target) {
      const tried = state.tried.map((t, i) => (i === column ? [...t, word] : [...t]));
      return { ok: true, state: { ...state, tried }, outcome: { kind: 'miss', message: `Not ${word}; it drops out.` } };
    }
    const found = state.found.map((f, i) => (i === column ? word : f));
    const next = {
      column: column + 1,
      target: column + 1 < COLUMNS ? drawWord(targets, column + 1) : null,
      tried: state.tried.map((t) => [...t]),
      found,
    };
    return { ok: true, state: next, outcome: { kind: 'hit', message: `${word} is right.`, reveal: { target: word } } };
  },
  isOver,
  score,
  orb: (s) => isOver(s) && wrongPicks(s) === 0,
  view: (s) => ({
    step: 'mantra',
    columns: MANTRA_COLUMNS,
    column: s.column,
    tried: s.tried.map((t) => [...t]),
    found: [...s.found],
    wrongPicks: wrongPicks(s),
    over: isOver(s),
    score: score(s),
  }),
  legalMoves(view) {
    const words = view.columns[view.column];
    if (view.over || !words) return [];
    return words.filter((w) => !view.tried[view.column]?.includes(w)).map((choice) => ({ choice }));
  },
  // Solved columns matter only through the wrong picks they cost.
  chanceKey: (s) => JSON.stringify([s.column, s.target, s.tried[s.column] ?? [], wrongPicks(s)]),
};
