// The cases every "pick until found" board passes (Ready Set Go, Family, Elements; the kit is
// pick-until-found.tsx), as one table each board's test runs with its own names and views.
import type { ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { BoardProps } from '../exercises/board-props';
import { expectKeyboardReachable } from './board-test-kit';

export interface PickBoardCases<V> {
  Board: ComponentType<BoardProps<V>>;
  /** A view before any pick. */
  fresh: V;
  /** An option's button on the fresh board and the choice it sends. */
  pick: { label: string; choice: string };
  /** A view with a wrong pick, and that pick's button. */
  tried: { view: V; label: string };
  /** The last view and the final move's reveal, and the button of the option it names. */
  reveal: { view: V; target: string; message: string; label: string };
}

export function itPlaysLikeAPickBoard<V>({ Board, fresh, pick, tried, reveal }: PickBoardCases<V>): void {
  it('sends the picked option as a choice', () => {
    const onMove = vi.fn();
    render(<Board view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: pick.label }));
    expect(onMove).toHaveBeenCalledWith({ choice: pick.choice });
  });

  it('marks a wrong pick and does not send it again', () => {
    const onMove = vi.fn();
    render(<Board view={tried.view} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: tried.label }));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('shows the option the final reveal names as found', () => {
    const outcome = { kind: 'hit' as const, message: reveal.message, reveal: { target: reveal.target } };
    render(<Board view={reveal.view} onMove={vi.fn()} busy over lastOutcome={outcome} />);
    expect(screen.getByRole('button', { name: reveal.label })).toBeTruthy();
  });

  it('can be played by keyboard: every option is a focusable button', () => {
    render(<Board view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expectKeyboardReachable(screen.getAllByRole('button'));
  });
}
