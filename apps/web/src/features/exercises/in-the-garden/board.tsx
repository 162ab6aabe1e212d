import { useState } from 'react';
import type { GardenCard as GardenCardValue, GardenSymbol as SymbolId, GardenView } from '@psi/engine';
import { GARDEN_MAX_RUNS } from '@psi/engine';
import { FlipCard } from '../../../components/art/card';
import { GardenCard, GardenSymbol } from '../../../components/art/garden';
import type { BoardProps } from '../board-props';
import './board.css';

export type { GardenView };

const NAMES: Record<SymbolId, string> = { tree: 'Tree', ufo: 'UFO', sun: 'Sun', flower: 'Flower', bird: 'Bird' };

export function question(symbol: SymbolId): string {
  return `Is the ${NAMES[symbol]} in the garden?`;
}

/**
 * A revealed card: it turns over while its answer is revealed (art.css, .is-turning), and its caption,
 * what it says, waits for the turn (its place kept). Under reduced motion it fades in instead.
 */
function RevealedCard({ card, run, turning }: { card: GardenCardValue; run: number; turning: boolean }) {
  const inGarden = (Object.keys(NAMES) as SymbolId[]).filter((s) => card[s]);
  return (
    <figure className="garden-card" data-outcome>
      <FlipCard
        flipped
        front={<GardenCard present={card} />}
        className={turning ? 'garden-card__flip is-turning' : 'garden-card__flip'}
      />
      <figcaption className={turning ? 'is-held' : undefined}>
        <span className="garden-card__title">The card of run {run}</span>
        <span>
          {inGarden.length ? `In the garden: ${inGarden.map((s) => NAMES[s]).join(', ')}` : 'An empty garden'}
        </span>
      </figcaption>
    </figure>
  );
}

/** Exercise 15: five yes/no questions in order about a card of the 32; a wrong answer reveals it and starts a new run (at most 8). */
export function InTheGardenBoard({ view, onMove, busy, over = false, revealing = false }: BoardProps<'in-the-garden'>) {
  const [pending, setPending] = useState<boolean | null>(null);
  // The card of the last finished run, disclosed by the view once that run ended.
  const card = view.lastCard;
  const done = over || view.over;
  // The view lists only right answers: a last run that failed shows the player's wrong answer too.
  const answers =
    done && !view.fullRun && pending !== null && view.answers.length < view.symbols.length
      ? [...view.answers, pending]
      : view.answers;
  const fullRun = done && view.fullRun;
  const cardRun = done ? view.run : view.run - 1;
  // The run counter moves once the ended run's card has turned (a reveal is always a run's end).
  const run = revealing && !done ? cardRun : view.run;
  const current = done ? -1 : view.question;
  const symbol = view.symbols[view.question];

  const answer = (value: boolean) => {
    if (busy || done) return;
    setPending(value);
    onMove({ answer: value });
  };

  const prompt = done
    ? fullRun
      ? `A full run on run ${view.run}.`
      : `That was run ${view.run} of ${GARDEN_MAX_RUNS}, the last one.`
    : view.question === 0 && card
      ? `Run ${view.run} of ${GARDEN_MAX_RUNS}: the deck is reshuffled and a new card is drawn. Answer the five questions in order.`
      : view.question === 0
        ? `A card is drawn from the 32-card deck. Answer the five questions in order; a wrong answer starts a new run.`
        : `Right. Question ${view.question + 1} of ${view.symbols.length}.`;

  return (
    <div className="board board--garden">
      <p className="board__prompt">{prompt}</p>
      <div className="garden-runs" role="img" aria-label={`Run ${run} of ${GARDEN_MAX_RUNS}`}>
        <span className="garden-runs__label" aria-hidden="true">
          Run {run} of {GARDEN_MAX_RUNS}
        </span>
        <span className="garden-runs__pips" aria-hidden="true">
          {Array.from({ length: GARDEN_MAX_RUNS }, (_, i) => (
            <i
              key={i}
              className={i + 1 < run ? 'is-failed' : i + 1 === run ? (fullRun ? 'is-full' : 'is-current') : ''}
            />
          ))}
        </span>
      </div>
      <div className="garden-layout">
        <div className="garden-main">
          <ol className="garden-questions" aria-label="The five questions of this run">
            {view.symbols.map((s, i) => {
              const given = answers[i];
              // Answers in the view were all right; only the player's final one can be wrong.
              const right = given === undefined || i < view.answers.length || card?.[s] === given;
              const status = given === undefined ? (i === current ? 'current' : 'ahead') : right ? 'answered' : 'wrong';
              return (
                <li key={s} className={`garden-q is-${status}`} aria-current={i === current ? 'step' : undefined}>
                  <GardenSymbol symbol={s} className="garden-q__art" label={NAMES[s]} />
                  <span className="garden-q__name" aria-hidden="true">
                    {NAMES[s]}
                  </span>
                  <span className="garden-q__answer" aria-hidden="true">
                    {given === undefined ? '' : `${given ? 'Yes' : 'No'} ${right ? '✓' : '✗'}`}
                  </span>
                  <span className="visually-hidden">
                    {`Question ${i + 1}: ${question(s)} `}
                    {given !== undefined
                      ? `Answered ${given ? 'yes' : 'no'}, ${right ? 'right' : 'wrong'}.`
                      : status === 'current'
                        ? 'Now.'
                        : 'Later.'}
                  </span>
                </li>
              );
            })}
          </ol>
          {!done && symbol && (
            <div className="garden-ask" key={`${view.run}-${view.question}`}>
              <div className="garden-ask__art" aria-hidden="true">
                <GardenSymbol symbol={symbol} />
              </div>
              <p className="garden-ask__q">{question(symbol)}</p>
              <div className="garden-ask__buttons">
                <button
                  type="button"
                  className="btn btn--secondary garden-answer"
                  aria-disabled={busy || undefined}
                  aria-label={`Yes, the ${NAMES[symbol]} is in the garden`}
                  onClick={() => answer(true)}
                >
                  Yes
                </button>
                <button
                  type="button"
                  className="btn btn--secondary garden-answer"
                  aria-disabled={busy || undefined}
                  aria-label={`No, the ${NAMES[symbol]} is not in the garden`}
                  onClick={() => answer(false)}
                >
                  No
                </button>
              </div>
            </div>
          )}
        </div>
        {card && cardRun >= 1 && <RevealedCard key={cardRun} card={card} run={cardRun} turning={revealing} />}
      </div>
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default InTheGardenBoard;
export { paragraphs } from './instructions';
