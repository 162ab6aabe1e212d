// Controls every board is built from: real <button>s with accessible names, ≥44px, visible focus.
// They stay focusable while a move is in flight (aria-disabled, clicks ignored) so keyboard focus is
// never thrown back to the top of the page.
import type { ReactNode } from 'react';

export type PickStatus = 'idle' | 'chosen' | 'tried' | 'found' | 'locked' | 'open';

export interface PickButtonProps {
  /** The accessible name, e.g. "Pick the Mother card". */
  label: string;
  onPick: () => void;
  /** Ignore presses (in flight, over, already tried); the button stays focusable. */
  inactive?: boolean;
  status?: PickStatus;
  /** Visible text under the art. */
  caption?: ReactNode;
  /** A short visible status line ("Not this one", "Found!"). */
  note?: ReactNode;
  pressed?: boolean;
  className?: string;
  children: ReactNode;
}

export function PickButton({
  label,
  onPick,
  inactive = false,
  status = 'idle',
  caption,
  note,
  pressed,
  className,
  children,
}: PickButtonProps) {
  return (
    <button
      type="button"
      className={`pick is-${status} ${className ?? ''}`}
      aria-label={label}
      aria-disabled={inactive || undefined}
      aria-pressed={pressed}
      onClick={() => {
        if (!inactive) onPick();
      }}
    >
      <span className="pick__art" aria-hidden="true">
        {children}
      </span>
      {/* Spaces between the parts: axe reads "Son Found!", not "SonFound!", as the visible text. */}
      {caption !== undefined && ' '}
      {caption !== undefined && (
        <span className="pick__label" aria-hidden="true">
          {caption}
        </span>
      )}
      {note !== undefined && ' '}
      {note !== undefined && (
        <span className="pick__state" aria-hidden="true">
          {note}
        </span>
      )}
    </button>
  );
}

export interface ActionButtonProps {
  onPress: () => void;
  inactive?: boolean;
  children: ReactNode;
  label?: string;
}

/** The one big action of a board (Roll the dice, Send my guess). */
export function ActionButton({ onPress, inactive = false, children, label }: ActionButtonProps) {
  return (
    <button
      type="button"
      className="btn btn--primary board__action"
      aria-label={label}
      aria-disabled={inactive || undefined}
      onClick={() => {
        if (!inactive) onPress();
      }}
    >
      {children}
    </button>
  );
}

/** Whether the player asked the system for less motion (animations become swaps). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface ChoiceGroupProps<C extends string | number> {
  /** The question, e.g. "Shape"; also the start of each button's accessible name. */
  legend: string;
  options: readonly C[];
  selected: C | null;
  onSelect: (option: C) => void;
  inactive?: boolean;
  nameOf: (option: C) => string;
  renderArt?: (option: C) => ReactNode;
  /** Once the answer is revealed: e.g. 'found' for the target (default: 'chosen' for the selected one). */
  statusOf?: (option: C) => PickStatus | null;
  noteOf?: (option: C) => ReactNode;
  className?: string;
}

/** One question of a multi-part guess (Universal, Duality, Crop Circles): toggle buttons, one pressed. */
export function ChoiceGroup<C extends string | number>({
  legend,
  options,
  selected,
  onSelect,
  inactive,
  nameOf,
  renderArt,
  statusOf,
  noteOf,
  className,
}: ChoiceGroupProps<C>) {
  return (
    <fieldset className={`choice-group ${className ?? ''}`}>
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => {
          const note = noteOf?.(option);
          return (
            <PickButton
              key={String(option)}
              // The note ("Matched", "The answer") is in the name too: colour is never the only signal.
              label={
                typeof note === 'string' && note
                  ? `${legend}: ${nameOf(option)}, ${note.toLowerCase()}`
                  : `${legend}: ${nameOf(option)}`
              }
              pressed={selected === option}
              status={statusOf?.(option) ?? (selected === option ? 'chosen' : 'idle')}
              inactive={inactive}
              caption={nameOf(option)}
              note={note}
              onPick={() => onSelect(option)}
              className="choice-group__option"
            >
              {renderArt?.(option)}
            </PickButton>
          );
        })}
      </div>
    </fieldset>
  );
}
