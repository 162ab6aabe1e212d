// Universal and Crop Circles: three selections, all required; at least 2 of 3 right passes.
// First attempt passes: 1; the second and final attempt passes: 2; else Timespace: 3.
// All three right on the first attempt wins the Golden Orb.
// The second attempt gets freshly drawn targets, so revealing the first attempt's target gives nothing away.
import type { CropGuess, StepId, TargetSource, TwoAttemptView, UniversalGuess } from '../../types';
import type { ExerciseDef } from '../definition';
import { isRecord, notAnObject, overRejection, readOption } from '../validate';

export interface Field {
  key: string;
  what: string;
  options: readonly (string | number)[];
}

type Guess = Record<string, string | number>;
interface Attempt<G> {
  guess: G;
  target: G;
  correct: number;
  passed: boolean;
}
export interface TwoAttemptState<G> {
  target: G;
  attempts: Attempt<G>[];
}

export interface TwoAttemptRules<S extends StepId> {
  id: S;
  name: string;
  fields: readonly Field[];
  example: string;
}

const PASS = 2;
const MAX_ATTEMPTS = 2;

export function twoAttempts<S extends StepId, G extends object, V extends TwoAttemptView<S, G>>(
  rules: TwoAttemptRules<S>,
  options: V extends { options: infer O } ? O : never,
): ExerciseDef<TwoAttemptState<G>, V> {
  const { id, name, fields, example } = rules;
  const draw = (targets: TargetSource): G =>
    Object.fromEntries(fields.map((f) => [f.key, f.options[targets.int(f.options.length)]])) as G;
  const last = (state: TwoAttemptState<G>): Attempt<G> | undefined => state.attempts[state.attempts.length - 1];
  const isOver = (state: TwoAttemptState<G>): boolean =>
    last(state)?.passed === true || state.attempts.length === MAX_ATTEMPTS;
  const score = (state: TwoAttemptState<G>): number | null => {
    if (!isOver(state)) return null;
    return last(state)?.passed ? state.attempts.length : MAX_ATTEMPTS + 1;
  };
  return {
    id,
    setup: (targets) => ({ target: draw(targets), attempts: [] }),
    move(state, input, targets) {
      if (isOver(state)) return overRejection(name);
      if (!isRecord(input)) return notAnObject(example);
      const guess: Guess = {};
      for (const field of fields) {
        const value = readOption(input, field.key, field.options, field.what);
        if (typeof value === 'object') return value;
        guess[field.key] = value;
      }
      const target = state.target as Guess;
      const correct = fields.filter((f) => guess[f.key] === target[f.key]).length;
      const attempt: Attempt<G> = { guess: guess as G, target: state.target, correct, passed: correct >= PASS };
      const attempts = [...state.attempts, attempt];
      const done = attempt.passed || attempts.length === MAX_ATTEMPTS;
      const next = { target: done ? state.target : draw(targets), attempts };
      const message = attempt.passed
        ? `${correct} of 3 right: passed on attempt ${attempts.length}.`
        : done
          ? `${correct} of 3 right. Timespace: you move on with the penalty score, 3.`
          : `${correct} of 3 right: one more attempt, with new targets.`;
      return {
        ok: true,
        state: next,
        outcome: {
          kind: attempt.passed ? 'hit' : 'miss',
          message,
          // G is one of the two guesses: the family serves Universal and Crop Circles only.
          reveal: { target: state.target as UniversalGuess | CropGuess, correct },
        },
      };
    },
    isOver,
    score,
    orb: (state) => state.attempts[0]?.correct === fields.length,
    view: (state) =>
      ({
        step: id,
        options,
        attempt: Math.min(MAX_ATTEMPTS, isOver(state) ? state.attempts.length : state.attempts.length + 1),
        attempts: state.attempts.map((a) => ({ ...a, guess: { ...a.guess }, target: { ...a.target } })),
        timespace: score(state) === MAX_ATTEMPTS + 1,
        over: isOver(state),
        score: score(state),
      }) as unknown as V,
    // Past attempts only matter through their number and whether the last one passed.
    chanceKey: (state) => JSON.stringify([state.attempts.length, last(state)?.passed ?? false, state.target]),
    legalMoves(view) {
      if ((view as TwoAttemptView<S, G>).over) return [];
      let guesses: Guess[] = [{}];
      for (const field of fields) {
        guesses = guesses.flatMap((g) => field.options.map((o) => ({ ...g, [field.key]: o })));
      }
      return guesses;
    },
    // One uniform pick per field: the same as a uniform pick among all combinations.
    randomMove: (_view, random) => Object.fromEntries(fields.map((f) => [f.key, f.options[random(f.options.length)]])),
  };
}
