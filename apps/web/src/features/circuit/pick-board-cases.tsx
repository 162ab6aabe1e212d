// The cases every "pick until found" board passes (Ready Set Go, Family, Elements; the kit is
// pick-until-found.tsx), as one table each board's test runs with its own names and views.
import type { ComponentType } from 'react';
import type { StepId, ViewOf } from '@psi/engine';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { BoardProps } from '../exercises/board-props';
import { expectKeyboardReachable } from './board-test-kit';

export interface PickBoardCases<S extends StepId> {
  Board: ComponentType<BoardProps<S>>;
  /** A view before any pick. */
  fresh: ViewOf<S>;
  /** An option's button on the fresh board and the choice it sends. */
  pick: { label: string; choice: string };
  /** A view with a wrong pick, and that pick's button. */
  tried: { view: ViewOf<S>; label: string };
  /** The step's final view (the found option in it), as the finishing move's answer carries it, and that option's button. */
  final: { view: ViewOf<S>; label: string };
}

export function itPlaysLikeAPickBoard<S extends StepId>({ Board, fresh, pick, tried, final }: PickBoardCases<S>): void {
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

  it("shows the option the step's final view names as found", () => {
    render(<Board view={final.view} onMove={vi.fn()} busy over lastOutcome={null} />);
    expect(screen.getByRole('button', { name: final.label })).toBeTruthy();
  });

  it('can be played by keyboard: every option is a focusable button', () => {
    render(<Board view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expectKeyboardReachable(screen.getAllByRole('button'));
  });
}
