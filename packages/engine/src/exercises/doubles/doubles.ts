// 4 Doubles (spec §4): roll two dice willing a double. Double on roll 1: 1; on roll 2: 2; else Timespace: 3.
import type { DoublesView } from '../../types';
import type { ExerciseDef } from '../definition';
import { isRecord, notAnObject, overRejection, reject } from '../validate';

export interface DoublesState {
  rolls: [number, number][];
}

const MAX_ROLLS = 2;
const isDouble = (roll: [number, number] | undefined): boolean => roll !== undefined && roll[0] === roll[1];
const won = (s: DoublesState): boolean => isDouble(s.rolls[s.rolls.length - 1]);
const isOver = (s: DoublesState): boolean => won(s) || s.rolls.length === MAX_ROLLS;
const score = (s: DoublesState): number | null => (!isOver(s) ? null : won(s) ? s.rolls.length : MAX_ROLLS + 1);

export const doubles: ExerciseDef<DoublesState, DoublesView> = {
  id: 'doubles',
  setup: () => ({ rolls: [] }),
  move(state, input, targets) {
    if (isOver(state)) return overRejection('Doubles');
    if (!isRecord(input)) return notAnObject('{"action": "roll"}');
    if (input.action !== 'roll')
      return reject(
        input.action === undefined ? 'incomplete' : 'unknown-choice',
        'The only move here is {"action": "roll"}.',
      );
    const dice: [number, number] = [1 + targets.int(6), 1 + targets.int(6)];
    const next = { rolls: [...state.rolls, dice] };
    const message = isDouble(dice)
      ? `A double ${dice[0]} on roll ${next.rolls.length}.`
      : isOver(next)
        ? `${dice[0]} and ${dice[1]}: no double. Timespace: you move on with the penalty score, 3.`
        : `${dice[0]} and ${dice[1]}: no double; roll again.`;
    return { ok: true, state: next, outcome: { kind: isDouble(dice) ? 'hit' : 'miss', message, reveal: { dice } } };
  },
  isOver,
  score,
  orb: () => false,
  view: (s) => ({
    step: 'doubles',
    rolls: s.rolls.map((r) => [r[0], r[1]]),
    timespace: score(s) === MAX_ROLLS + 1,
    over: isOver(s),
    score: score(s),
  }),
  legalMoves: (view) => (view.over ? [] : [{ action: 'roll' }]),
};
