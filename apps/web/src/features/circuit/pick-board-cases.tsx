// The cases every "pick until found" board passes (Ready Set Go, Family, Elements; the kit is
// pick-until-found.tsx), as one table each board's test runs with its own names and views.
import type { ComponentType } from 'react';
import type { StepId, StepOutcome, ViewOf } from '@psi/engine';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { BoardProps } from '../exercises/board-props';
import { expectKeyboardReachable } from './board-test-kit';
import { revealMs } from './reveal-timing';
import { renderWithReveal } from './reveal-test-kit';

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

  it('marks the found option apart from the others, and says so once it has turned (issue 34)', () => {
    vi.useFakeTimers();
    try {
      const { answer } = renderWithReveal(fresh.step as S, Board, fresh);
      fireEvent.click(screen.getByRole('button', { name: pick.label }));
      const outcome = { kind: 'hit', message: 'Found it.' } as StepOutcome<S>;
      answer(final.view, outcome, true);
      const found = screen.getByRole('button', { name: final.label });
      expect(found.className).toContain('is-found');
      for (const other of screen.getAllByRole('button').filter((b) => b !== found))
        expect(other.className).not.toContain('is-found');
      expect(screen.getByTestId('result').textContent).toBe('');
      act(() => vi.advanceTimersByTime(revealMs(fresh.step, outcome) - 1));
      expect(screen.getByTestId('result').textContent).toBe('');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByTestId('result').textContent).toBe('Found it.');
    } finally {
      vi.useRealTimers();
    }
  });
}
