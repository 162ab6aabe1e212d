import { useState } from 'react';
import type { Monkey as MonkeyId, RetryView } from '@psi/engine';
import { Monkey } from '../../../components/art/monkeys';
import { humanise } from '../../../components/art/svg-kit';
import { PickButton, type PickStatus } from '../../circuit/board-kit';
import type { BoardProps } from '../board-props';
import './board.css';

export type MonkeysView = RetryView<'three-wise-monkeys', MonkeyId>;

/** Exercise 13: three monkeys, one is the target; retry until right, the deck reshuffled each time. */
export function ThreeWiseMonkeysBoard({
  view,
  onMove,
  busy,
  over = false,
  revealing = false,
}: BoardProps<'three-wise-monkeys'>) {
  const [pending, setPending] = useState<MonkeyId | null>(null);
  // While an attempt is revealed, the row it was made on stays, the pick turning to show right or
  // wrong; its line in the history and the next row (reshuffled) follow.
  const attempt = revealing ? (view.history.at(-1) ?? null) : null;
  const history = attempt ? view.history.slice(0, -1) : view.history;
  // Once over, the view is the step's final one: its last attempt is the winning one.
  const target = view.over ? (view.history.at(-1)?.target ?? null) : null;
  const done = !revealing && (over || view.over);

  const prompt = done
    ? `Found on attempt ${history.length}.`
    : attempt
      ? `Attempt ${history.length + 1}: you chose ${humanise(attempt.choice)}…`
      : history.length > 0
        ? // The dock under the board already says which monkey it was and that the deck was reshuffled.
          `Attempt ${history.length + 1}: which monkey now?`
        : 'One of the three wise monkeys has been drawn. Which one?';

  const statusOf = (monkey: MonkeyId): PickStatus => {
    if (attempt?.choice === monkey) return attempt.choice === attempt.target ? 'found' : 'tried';
    if (done && target === monkey) return 'found';
    return busy && pending === monkey ? 'chosen' : 'idle';
  };

  return (
    <div className="board board--monkeys">
      <p className="board__prompt">{prompt}</p>
      {/* Keyed by attempt: the row shuffles in afresh each time the deck is reshuffled (not for the winning one). */}
      <div className="monkey-row" key={view.over ? 'found' : history.length}>
        {view.options.map((monkey) => {
          const status = statusOf(monkey);
          return (
            <PickButton
              key={monkey}
              label={status === 'found' ? `${humanise(monkey)}: found` : `Pick ${humanise(monkey)}`}
              status={status}
              inactive={busy || done}
              caption={humanise(monkey)}
              note={status === 'found' ? 'Found!' : status === 'tried' ? 'Not this one' : undefined}
              className="monkey-pick"
              onPick={() => {
                setPending(monkey);
                onMove({ choice: monkey });
              }}
            >
              <Monkey monkey={monkey} />
            </PickButton>
          );
        })}
      </div>
      {history.length > 0 && (
        <ol className="monkey-history" aria-label="Your attempts" data-outcome="last-child">
          {history.map((h, i) => (
            <li key={i} className={h.choice === h.target ? 'is-right' : 'is-wrong'}>
              <span className="monkey-history__pics" aria-hidden="true">
                <Monkey monkey={h.choice} />
                <span className="monkey-history__mark">{h.choice === h.target ? '=' : '≠'}</span>
                <Monkey monkey={h.target} />
              </span>
              <span>
                {i + 1}. You chose {humanise(h.choice)}; it was {humanise(h.target)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default ThreeWiseMonkeysBoard;
export { paragraphs } from './instructions';
