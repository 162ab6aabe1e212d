// Pick until found, no repeats (Ready Set Go, Family, Elements, Sense the Sense):
// one hidden target among n options; the score is the number of picks, 1..n.
import type { PickView, StepId } from '../../types';
import type { ExerciseDef } from '../definition';
import { isRecord, notAnObject, overRejection, readOption, reject } from '../validate';
import { capitalise, phraseOf } from '../../labels/labels';

export interface PickState<C extends string> {
  target: C;
  tried: C[];
  found: C | null;
}

export interface PickRules<S extends StepId, C extends string> {
  id: S;
  name: string;
  /** What one option is called in rejection messages ("Choose a family member …"); outcomes use labels.ts. */
  noun: string;
  options: readonly C[];
}

export function pickUntilFound<S extends StepId, C extends string>(
  rules: PickRules<S, C>,
): ExerciseDef<PickState<C>, PickView<S, C>> {
  const { id, name, noun, options } = rules;
  const isOver = (state: PickState<C>): boolean => state.found !== null;
  const attempts = (state: PickState<C>): number => state.tried.length + (state.found === null ? 0 : 1);
  return {
    id,
    setup: (targets) => ({ target: options[targets.int(options.length)] as C, tried: [], found: null }),
    move(state, input) {
      if (isOver(state)) return overRejection(name);
      if (!isRecord(input)) return notAnObject(`{"choice": "${options[0]}"}`);
      const choice = readOption(input, 'choice', options, noun);
      if (typeof choice !== 'string') return choice;
      if (state.tried.includes(choice))
        return reject('already-chosen', `${capitalise(phraseOf(choice))} was already picked; pick another.`);
      if (choice === state.target) {
        const next = { ...state, found: choice };
        return {
          ok: true,
          state: next,
          outcome: {
            kind: 'hit',
            message: `Found: ${phraseOf(choice)}, in ${attempts(next)} ${attempts(next) === 1 ? 'pick' : 'picks'}.`,
            reveal: { target: choice },
          },
        };
      }
      return {
        ok: true,
        state: { ...state, tried: [...state.tried, choice] },
        outcome: { kind: 'miss', message: `Not ${phraseOf(choice)}; try again.` },
      };
    },
    isOver,
    score: (state) => (isOver(state) ? attempts(state) : null),
    orb: () => false,
    view: (state) =>
      ({
        step: id,
        options,
        tried: [...state.tried],
        found: state.found,
        attempts: attempts(state),
        over: isOver(state),
        score: isOver(state) ? attempts(state) : null,
      }) as PickView<S, C>,
    legalMoves: (view) =>
      view.over ? [] : view.options.filter((c) => !view.tried.includes(c)).map((choice) => ({ choice })),
  };
}
