// Karma on a phone (issue 34 item 6): the hundred numbers as ten rows of ten. The player opens a row
// (the strip of ten row buttons under it) and picks from that row drawn big, five to a line, so every
// target is at least 44x44 CSS px at 360 px and reachable by one thumb. The open row is drawn first: it is
// what the eye and a screen reader meet, and the row strip sits nearer the thumb.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { KARMA_HIGH, KARMA_LOW } from '@psi/engine';
import type { KarmaCellState } from '../../../components/art/karma';
import { KarmaNumberButton } from './number-button';

const ROW = 10;
const PER_LINE = 5;
const ROWS = Array.from({ length: (KARMA_HIGH - KARMA_LOW + 1) / ROW }, (_, i) => i);

const rowOf = (n: number) => Math.floor((n - KARMA_LOW) / ROW);
const firstOf = (row: number) => KARMA_LOW + row * ROW;
const rowHasPlay = (row: number, low: number, high: number) => firstOf(row) <= high && firstOf(row) + ROW - 1 >= low;

/** The row to show: the one the player opened while it still holds a number in play, else the nearest that does. */
export function openRow(chosen: number, low: number, high: number): number {
  if (rowHasPlay(chosen, low, high)) return chosen;
  return chosen < rowOf(low) ? rowOf(low) : rowOf(high);
}

/** Where an arrow key takes the focus in the big row (five to a line); it may cross into a neighbouring row. */
export function nextRowFocus(key: string, from: number, low: number, high: number): number | null {
  const moves: Record<string, number> = {
    ArrowLeft: from - 1,
    ArrowRight: from + 1,
    ArrowUp: from - PER_LINE,
    ArrowDown: from + PER_LINE,
    Home: low,
    End: high,
  };
  const to = moves[key];
  if (to === undefined) return null;
  return to < low || to > high ? from : to;
}

export interface KarmaRowPickerProps {
  low: number;
  high: number;
  stateOf: (n: number) => KarmaCellState;
  /** Picks a number (the board ignores it while busy or over). */
  onPick: (n: number) => void;
  /** A move is in flight or Karma is over: the numbers stay focusable but do nothing. */
  inactive: boolean;
}

export function KarmaRowPicker({ low, high, stateOf, onPick, inactive }: KarmaRowPickerProps) {
  const middle = Math.round((low + high) / 2);
  const [chosen, setChosen] = useState(() => rowOf(middle));
  const [focus, setFocus] = useState(middle);
  const moveFocus = useRef(false);
  const cells = useRef(new Map<number, HTMLButtonElement>());
  const row = openRow(chosen, low, high);
  const first = firstOf(row);
  const numbers = Array.from({ length: ROW }, (_, i) => first + i);
  const inPlay = (n: number) => n >= low && n <= high;
  // One tab stop in the row: the focused number if it is here and in play, else the row's first in play.
  const tabStop = inPlay(focus) && rowOf(focus) === row ? focus : (numbers.find(inPlay) ?? first);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    cells.current.get(tabStop)?.focus();
  }, [tabStop]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = nextRowFocus(event.key, tabStop, low, high);
    if (to === null) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocus(to);
    setChosen(rowOf(to));
    if (to === tabStop) cells.current.get(to)?.focus();
  };

  return (
    <div className="karma-picker">
      <div
        className="karma-row"
        role="group"
        aria-label={`Numbers ${first} to ${first + ROW - 1}`}
        aria-describedby="karma-row-keys"
        onKeyDown={onKeyDown}
      >
        {numbers.map((n) => (
          <KarmaNumberButton
            key={n}
            n={n}
            state={stateOf(n)}
            inactive={inactive}
            tabStop={n === tabStop}
            cells={cells.current}
            className="karma-cell--big"
            onClick={() => {
              setFocus(n);
              onPick(n);
            }}
          />
        ))}
      </div>
      <div className="karma-rows" role="group" aria-label="Rows of ten numbers">
        {ROWS.map((r) => {
          const from = firstOf(r);
          const open = r === row;
          return (
            <button
              key={r}
              type="button"
              className={`karma-rows__row${open ? ' is-open' : ''}`}
              aria-pressed={open}
              disabled={!rowHasPlay(r, low, high)}
              onClick={() => setChosen(r)}
            >
              {/* The visible range is part of the name (WCAG 2.5.3, label in name): "Show numbers 1–10". */}
              <span className="visually-hidden">Show numbers</span> {from}–{from + ROW - 1}
            </button>
          );
        })}
      </div>
      <p id="karma-row-keys" className="board__hint">
        Open a row of ten below, then tap your number. Arrow keys move through the numbers in play.
      </p>
    </div>
  );
}
