// Board tests of issue 34's reveals: a board inside the frame's reveal delay (use-reveal-delay.ts), as
// exercise-screen.tsx runs it, so a test can press, answer, and look before and after the animation.
import { act, render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import type { StepId, StepOutcome, ViewOf } from '@psi/engine';
import type { BoardProps } from '../exercises/board-props';
import { revealMs } from './reveal-timing';
import { useRevealDelay } from './use-reveal-delay';

interface Shown<S extends StepId> {
  seq: number;
  view: ViewOf<S>;
  outcome: StepOutcome<S> | null;
  over: boolean;
}

/**
 * Renders `Board` on `before`; the board's move arms the reveal (as the frame's does); `answer` then
 * hands it the move's answer (`after`, `outcome`), which is revealed for the step's reveal time.
 */
export function renderWithReveal<S extends StepId>(
  step: S,
  Board: ComponentType<BoardProps<S>>,
  before: ViewOf<S>,
): { answer: (after: ViewOf<S>, outcome: StepOutcome<S>, over?: boolean) => void; moves: unknown[] } {
  const moves: unknown[] = [];
  let show: (next: Shown<S>) => void = () => undefined;
  let seq = 0;
  function Harness() {
    const [shown, setShown] = useState<Shown<S>>({ seq: 0, view: before, outcome: null, over: false });
    show = setShown;
    const reveal = useRevealDelay(shown.seq, revealMs(step, shown.outcome));
    return (
      <div onClickCapture={reveal.revealing ? reveal.skip : undefined} data-testid="frame">
        <Board
          view={shown.view}
          busy={reveal.revealing || shown.over}
          revealing={reveal.revealing}
          over={shown.over}
          lastOutcome={shown.outcome}
          onMove={(move) => {
            moves.push(move);
            reveal.expect();
          }}
        />
        <p data-testid="result">{reveal.revealing || !shown.outcome ? '' : shown.outcome.message}</p>
      </div>
    );
  }
  render(<Harness />);
  return {
    moves,
    answer: (after, outcome, over = false) => {
      seq += 1;
      act(() => show({ seq, view: after, outcome, over }));
    },
  };
}
