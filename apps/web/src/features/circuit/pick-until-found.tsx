// Boards of the "pick until found, no repeats" exercises (Ready Set Go, Family, Elements, Sense the
// Sense): the options as pickable art; wrong picks stay marked; the found one shines.
import { useEffect, useState, type ReactNode } from 'react';
import { humanise } from '../../components/art/svg-kit';
import { PickButton, type PickStatus } from './board-kit';

export interface PickUntilFoundProps<C extends string> {
  /** The engine's pick view: every option, the wrong picks so far, the target once found. */
  view: { options: readonly C[]; tried: readonly C[]; found: C | null };
  busy: boolean;
  /** The answer to the last pick: a new one clears the pick marked as in flight. */
  lastOutcome: object | null;
  /** Sends the pick as the engine's move, `{ choice }`. */
  onMove: (move: { choice: C }) => void;
  /** Accessible name of an option in its status, e.g. "Pick the Mother card". */
  labelOf: (option: C, status: PickStatus) => string;
  captionOf?: (option: C) => ReactNode;
  noteOf?: (option: C, status: PickStatus) => ReactNode;
  renderArt: (option: C, status: PickStatus) => ReactNode;
  className?: string;
}

export function PickUntilFound<C extends string>(props: PickUntilFoundProps<C>) {
  const { view, busy, lastOutcome, onMove, labelOf, captionOf, noteOf, renderArt, className } = props;
  const { options, tried } = view;
  // Once over, the view is the step's final one: `found` names the target.
  const found = view.found;
  const [pending, setPending] = useState<C | null>(null);
  useEffect(() => setPending(null), [lastOutcome, tried.length]);

  const statusOf = (option: C): PickStatus => {
    if (found === option) return 'found';
    if (tried.includes(option)) return 'tried';
    if (busy && pending === option) return 'chosen';
    return 'idle';
  };

  return (
    <div className={`board__row pick-grid ${className ?? ''}`} data-outcome>
      {options.map((option) => {
        const status = statusOf(option);
        return (
          <PickButton
            key={option}
            label={labelOf(option, status)}
            status={status}
            inactive={busy || found !== null || status === 'tried'}
            caption={captionOf?.(option)}
            note={noteOf?.(option, status) ?? defaultNote(status)}
            onPick={() => {
              setPending(option);
              onMove({ choice: option });
            }}
          >
            {renderArt(option, status)}
          </PickButton>
        );
      })}
    </div>
  );
}

function defaultNote(status: PickStatus): string {
  if (status === 'tried') return 'Not this one';
  if (status === 'found') return 'Found!';
  return '';
}

/**
 * The accessible name of an option in each status, worded alike on every pick board:
 * "Pick the Mother card", "The Mother card: not this one", "The Mother card: found".
 */
export function pickLabel(status: PickStatus, name: { subject: string; object?: string; found?: string }): string {
  if (status === 'found') return `${name.subject}: ${name.found ?? 'found'}`;
  if (status === 'tried') return `${name.subject}: not this one`;
  return `Pick ${name.object ?? name.subject}`;
}

/**
 * The naming props of a board whose options are named by their id, humanised ("Fire", "Intuition"):
 * the same accessible label and caption on Elements and Sense the Sense, only the art differs.
 */
export function namedByOption<C extends string>(renderArt: (option: C) => ReactNode) {
  return {
    labelOf: (option: C, status: PickStatus) => pickLabel(status, { subject: humanise(option) }),
    captionOf: (option: C) => humanise(option),
    renderArt,
  };
}
