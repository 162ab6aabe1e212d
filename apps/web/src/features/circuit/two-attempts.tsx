// Boards of the "two attempts, every part required" exercises (Universal, Crop Circles; the engine's
// exercises/families/two-attempts.ts): one choice group per part of the guess, a send button once all
// parts are chosen, and the attempts so far (the view's: once over, the step's final view has them all).
import { useState, type ReactNode } from 'react';
import { ActionButton, ChoiceGroup, type ChoiceGroupProps } from './board-kit';

/** A guess being put together: each part chosen or still null. */
export type Draft<G> = { [K in keyof G]: G[K] | null };

export interface GuessPart<G, K extends keyof G = keyof G> {
  field: K;
  legend: string;
  nameOf: (option: G[K]) => string;
  renderArt: (option: G[K]) => ReactNode;
  className?: string;
}

/** `part('shape', 'Shape', nameOf, renderArt)`: one question of the guess G, typed by its field. */
export function partsOf<G>() {
  return <K extends keyof G>(
    field: K,
    legend: string,
    nameOf: (option: G[K]) => string,
    renderArt: (option: G[K]) => ReactNode,
    className?: string,
  ): GuessPart<G> => ({ field, legend, nameOf, renderArt, className }) as unknown as GuessPart<G>;
}

function completeGuess<G>(draft: Draft<G>): G | null {
  return Object.values(draft).every((value) => value !== null) ? (draft as G) : null;
}

export interface GuessFormProps<G> {
  parts: readonly GuessPart<G>[];
  /** The view's options, by part. */
  options: { [K in keyof G]: readonly G[K][] };
  form: TwoAttempts<G>;
  inactive: boolean;
  /** Once over, the choices stay (showing the last guess) and the send button goes. */
  over: boolean;
  /** Under the send button: what is still to choose, or the guess in words. */
  hint: ReactNode;
  className: string;
}

/** The choice groups of the guess, then (until the step is over) the send button and a hint. */
export function GuessForm<G>({ parts, options, form, inactive, over, hint, className }: GuessFormProps<G>) {
  const { draft, setDraft, guess, send } = form;
  return (
    <>
      <div className={className}>
        {parts.map((part) => {
          const group = {
            legend: part.legend,
            options: options[part.field],
            selected: draft[part.field],
            onSelect: (option: G[keyof G]) => setDraft({ ...draft, [part.field]: option }),
            nameOf: part.nameOf,
            renderArt: part.renderArt,
          } as unknown as ChoiceGroupProps<string | number>;
          return <ChoiceGroup key={String(part.field)} {...group} inactive={inactive} className={part.className} />;
        })}
      </div>
      {!over && (
        <>
          <ActionButton onPress={() => guess && send(guess)} inactive={inactive || guess === null}>
            Send my guess
          </ActionButton>
          {hint}
        </>
      )}
    </>
  );
}

export interface Attempt<G> {
  guess: G;
  target: G;
  correct: number;
  passed: boolean;
}

export interface TwoAttempts<G> {
  draft: Draft<G>;
  setDraft: (draft: Draft<G>) => void;
  /** The guess once every part is chosen, else null. */
  guess: G | null;
  attempts: Attempt<G>[];
  send: (guess: G) => void;
}

/** The guess being chosen, the attempts to list (the view's) and the send. */
export function useTwoAttempts<G>(
  view: { attempts: readonly Attempt<G>[] },
  onMove: (guess: G) => void,
  empty: Draft<G>,
): TwoAttempts<G> {
  const [draft, setDraft] = useState<Draft<G>>(empty);
  return { draft, setDraft, guess: completeGuess(draft), attempts: [...view.attempts], send: onMove };
}
