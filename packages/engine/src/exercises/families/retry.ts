// Retry until right (Yin Yang, Three Wise Monkeys): a target drawn afresh for every attempt;
// one point per attempt, unbounded.
import type { RetryView, StepId } from '../../types';
import type { ExerciseDef } from '../definition';
import { isRecord, notAnObject, overRejection, readOption } from '../validate';
import { phraseOf } from '../../labels/labels';

export interface RetryState<C extends string> {
  target: C;
  history: { choice: C; target: C }[];
  won: boolean;
}

export interface RetryRules<S extends StepId, C extends string> {
  id: S;
  name: string;
  noun: string;
  options: readonly C[];
}

export function retryUntilRight<S extends StepId, C extends string>(
  rules: RetryRules<S, C>,
): ExerciseDef<RetryState<C>, RetryView<S, C>> {
  const { id, name, noun, options } = rules;
  const isOver = (state: RetryState<C>): boolean => state.won;
  return {
    id,
    setup: (targets) => ({ target: options[targets.int(options.length)] as C, history: [], won: false }),
    move(state, input, targets) {
      if (isOver(state)) return overRejection(name);
      if (!isRecord(input)) return notAnObject(`{"choice": "${options[0]}"}`);
      const choice = readOption(input, 'choice', options, noun);
      if (typeof choice !== 'string') return choice;
      const history = [...state.history, { choice, target: state.target }];
      if (choice === state.target) {
        return {
          ok: true,
          state: { ...state, history, won: true },
          outcome: {
            kind: 'hit',
            message: `Right: it was ${phraseOf(choice)}, on attempt ${history.length}.`,
            reveal: { target: choice },
          },
        };
      }
      // A fresh target for the next attempt (spec §4: "the deck is reshuffled").
      const next = options[targets.int(options.length)] as C;
      return {
        ok: true,
        state: { target: next, history, won: false },
        outcome: {
          kind: 'miss',
          message: `Not this time: it was ${phraseOf(state.target)}. The deck is reshuffled; try again.`,
          reveal: { target: state.target },
        },
      };
    },
    isOver,
    score: (state) => (isOver(state) ? state.history.length : null),
    orb: () => false,
    view: (state) =>
      ({
        step: id,
        options,
        attempts: state.history.length,
        history: state.history.map((h) => ({ ...h })),
        over: isOver(state),
        score: isOver(state) ? state.history.length : null,
      }) as RetryView<S, C>,
    legalMoves: (view) => (view.over ? [] : view.options.map((choice) => ({ choice }))),
    // The future depends only on the attempts made and the current target.
    chanceKey: (state) => `${state.history.length}:${state.won}:${state.target}`,
  };
}
