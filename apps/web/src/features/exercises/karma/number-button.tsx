// One of Karma's hundred numbers as a button, the same on the desktop board and the phone's row
// picker: its name says whether it is still in play, and it stays focusable (not disabled) while a
// move is in flight so the focus does not jump.
import type { CSSProperties } from 'react';
import { KarmaCell, type KarmaCellState } from '../../../components/art/karma';

export interface KarmaNumberButtonProps {
  n: number;
  state: KarmaCellState;
  /** A move is in flight or Karma is over: the number does nothing. */
  inactive: boolean;
  /** The one number of the group reached by Tab. */
  tabStop: boolean;
  /** Keeps the button in the caller's map, for moving the focus with arrow keys. */
  cells: Map<number, HTMLButtonElement>;
  onClick: () => void;
  className?: string;
  style?: CSSProperties;
}

export function KarmaNumberButton({
  n,
  state,
  inactive,
  tabStop,
  cells,
  onClick,
  className,
  style,
}: KarmaNumberButtonProps) {
  const gone = state === 'discarded' || state === 'picked';
  const label = state === 'target' ? `Number ${n}: found` : gone ? `Number ${n}, discarded` : `Number ${n}`;
  return (
    <button
      type="button"
      ref={(el) => {
        if (el) cells.set(n, el);
        else cells.delete(n);
      }}
      className={`karma-cell${className ? ` ${className}` : ''} is-${state}`}
      style={style}
      aria-label={label}
      disabled={gone}
      aria-disabled={!gone && inactive ? true : undefined}
      tabIndex={tabStop && !gone ? 0 : -1}
      onClick={onClick}
    >
      <KarmaCell value={n} state={state} />
    </button>
  );
}
