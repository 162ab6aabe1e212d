import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { KarmaView } from '@psi/engine';
import { KARMA_HIGH, KARMA_LOW } from '@psi/engine';
import type { KarmaCellState } from '../../../components/art/karma';
import { KarmaNumberButton } from './number-button';
import type { BoardProps } from '../board-props';
import { KarmaRowPicker } from './row-picker';
import { useNarrowScreen } from './use-narrow-screen';
import './board.css';

export type { KarmaView };

const COLS = 10;
const NUMBERS = Array.from({ length: KARMA_HIGH - KARMA_LOW + 1 }, (_, i) => KARMA_LOW + i);
const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/** Where an arrow key takes the focus on the board; the still-visible numbers are always one range. */
export function nextFocus(key: string, from: number, low: number, high: number): number | null {
  const moves: Record<string, number> = {
    ArrowLeft: from - 1,
    ArrowRight: from + 1,
    ArrowUp: from - COLS,
    ArrowDown: from + COLS,
    Home: low,
    End: high,
  };
  const to = moves[key];
  if (to === undefined) return null;
  return to < low || to > high ? from : to;
}

/** Exercise 16: a hidden number 1..100; each wrong pick discards the half that cannot hold it (the pick too). */
export function KarmaBoard({ view, onMove, busy, over = false }: BoardProps<'karma'>) {
  const [focus, setFocus] = useState(() => clamp(Math.round((view.low + view.high) / 2), view.low, view.high));
  const restoreFocus = useRef(false);
  // Issue 34 item 6: on a phone the 10x10 cells are 29 px; a zoomed row picker keeps every target >= 44 px.
  const narrow = useNarrowScreen();
  const cells = useRef(new Map<number, HTMLButtonElement>());
  const done = over || view.over;
  // Once over, the view is the step's final one: its last pick is the number, found.
  const found = view.picks.find((p) => p.hint === 'found')?.number ?? null;
  const picked = new Set(view.picks.map((p) => p.number));
  const visibleCount = view.high - view.low + 1;
  // Rating (docs/rules.md): numbers still visible besides the target when it is found.
  const rating = view.rating;

  // A pick discards the focused cell itself: bring the focus back to the nearest number still in play.
  const inRange = clamp(focus, view.low, view.high);
  useEffect(() => {
    if (inRange !== focus) setFocus(inRange);
    if (restoreFocus.current && !busy) {
      restoreFocus.current = false;
      cells.current.get(inRange)?.focus();
    }
  }, [inRange, focus, busy]);

  const stateOf = (n: number): KarmaCellState => {
    if (n === found) return 'target';
    if (picked.has(n)) return 'picked';
    return n < view.low || n > view.high ? 'discarded' : 'visible';
  };

  const pick = (n: number) => {
    setFocus(n);
    if (busy || done || n < view.low || n > view.high) return;
    restoreFocus.current = true;
    onMove({ number: n });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = nextFocus(event.key, inRange, view.low, view.high);
    if (to === null) return;
    event.preventDefault();
    setFocus(to);
    cells.current.get(to)?.focus();
  };

  const lastPick = view.picks[view.picks.length - 1];
  const prompt = done
    ? found !== null
      ? `Found: ${found}. Your Karma rating is ${rating} of 99: ${rating === 1 ? '1 other number was' : `${rating} other numbers were`} still in play when you found it.`
      : 'Karma is over.'
    : lastPick
      ? `The number is ${lastPick.hint} than ${lastPick.number}. Still in play: ${view.low === view.high ? `only ${view.low}` : `${view.low} to ${view.high} (${visibleCount} numbers)`}.`
      : 'A number from 1 to 100 is hidden. Pick the number you feel; each wrong pick discards the half that cannot hold it.';

  return (
    <div className="board board--karma">
      <p className="board__prompt" aria-live="polite">
        {prompt}
      </p>
      {narrow && (
        <KarmaRowPicker low={view.low} high={view.high} stateOf={stateOf} onPick={pick} inactive={busy || done} />
      )}
      <div
        hidden={narrow}
        className="karma-grid"
        role="group"
        aria-label="Karma board, numbers 1 to 100"
        aria-describedby="karma-keys"
        onKeyDown={onKeyDown}
      >
        {NUMBERS.map((n) => (
          <KarmaNumberButton
            key={n}
            n={n}
            state={stateOf(n)}
            inactive={busy || done}
            tabStop={n === inRange}
            cells={cells.current}
            style={{ ['--karma-delay' as string]: `${Math.min(Math.abs(n - (lastPick?.number ?? n)), 50) * 8}ms` }}
            onClick={() => pick(n)}
          />
        ))}
      </div>
      <p id="karma-keys" className="board__hint" hidden={narrow}>
        Tap a number, or move with the arrow keys and press Enter.
      </p>
      {view.picks.length > 0 && (
        <ol className="karma-picks" aria-label="Your picks" data-outcome="last-child">
          {view.picks.map((p) => (
            <li key={p.number} className={`is-${p.hint}`}>
              <strong>{p.number}</strong>{' '}
              <span aria-hidden="true">{p.hint === 'higher' ? '↑' : p.hint === 'lower' ? '↓' : '★'}</span> {p.hint}
            </li>
          ))}
        </ol>
      )}
      {/* Issue 34 item 7: Karma explained on its own screen, not only in the instructions. */}
      <p className="karma-note">
        Your Karma rating counts the numbers still in play, besides the hidden one, when you find it: 99 at the first
        pick, 0 if it is the last one left. It is rated on its own and never added to your main score.
      </p>
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default KarmaBoard;
export { paragraphs } from './instructions';
