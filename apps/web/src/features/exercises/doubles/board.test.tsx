import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { DoublesView } from '@psi/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DICE_SETTLE_MS } from '../../circuit/reveal-timing';
import { renderWithReveal } from '../../circuit/reveal-test-kit';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { DoublesBoard } from './board';

const fresh: DoublesView = { step: 'doubles', rolls: [], timespace: false, over: false, score: null };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DoublesBoard', () => {
  it('rolls the dice on request', () => {
    const onMove = vi.fn();
    render(<DoublesBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    expect(onMove).toHaveBeenCalledWith({ action: 'roll' });
  });

  it('shows the first roll and offers a second', () => {
    render(<DoublesBoard view={{ ...fresh, rolls: [[2, 5]] }} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getByRole('img', { name: 'Die showing 2' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Die showing 5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Roll again' })).toBeTruthy();
  });

  it("shows the final roll from the step's final view", () => {
    render(
      <DoublesBoard
        view={{
          ...fresh,
          rolls: [
            [2, 5],
            [4, 4],
          ],
          over: true,
          score: 2,
        }}
        onMove={vi.fn()}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Double!', reveal: { dice: [4, 4] } }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Your rolls' }).textContent).toContain('Roll 2: 4 and 4: a double!');
    expect(screen.queryByRole('button', { name: /Roll/ })).toBeNull();
  });

  it('ignores a roll while one is in flight', () => {
    const onMove = vi.fn();
    render(<DoublesBoard view={fresh} onMove={onMove} busy lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('can be played by keyboard', () => {
    render(<DoublesBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expectKeyboardReachable(screen.getAllByRole('button'));
  });

  it('lets the dice settle on the rolled faces before the roll is said or another offered (issue 34)', () => {
    vi.useFakeTimers();
    const { answer } = renderWithReveal('doubles', DoublesBoard, fresh);
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    answer({ ...fresh, rolls: [[2, 5]] }, { kind: 'miss', message: 'Roll 1: 2 and 5.', reveal: { dice: [2, 5] } });
    // Tumbling: no face named, no roll listed, the next roll held back, no words in the dock.
    expect(screen.getAllByRole('img', { name: 'Die, rolling' })).toHaveLength(2);
    expect(screen.queryByRole('img', { name: /Die showing/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Your rolls' })).toBeNull();
    expect(document.querySelector('.doubles-next')?.classList.contains('is-held')).toBe(true);
    expect(screen.getByTestId('result').textContent).toBe('');
    act(() => vi.advanceTimersByTime(DICE_SETTLE_MS - 1));
    expect(screen.queryByRole('img', { name: /Die showing/ })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    // Settled: what the dice show is what is said.
    const dice = screen.getAllByRole('img', { name: /^Die showing \d$/ });
    expect(dice.map((d) => d.getAttribute('aria-label'))).toEqual(['Die showing 2', 'Die showing 5']);
    expect(dice.map((d) => d.getAttribute('data-face'))).toEqual(['2', '5']);
    expect(screen.getByRole('list', { name: 'Your rolls' }).textContent).toBe('Roll 1: 2 and 5');
    expect(document.querySelector('.doubles-next')?.classList.contains('is-held')).toBe(false);
    expect(screen.getByTestId('result').textContent).toBe('Roll 1: 2 and 5.');
  });

  it('jumps to the settled dice on a tap during the tumble', () => {
    vi.useFakeTimers();
    const { answer } = renderWithReveal('doubles', DoublesBoard, fresh);
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    answer({ ...fresh, rolls: [[6, 6]] }, { kind: 'hit', message: 'A double!', reveal: { dice: [6, 6] } }, true);
    expect(screen.getByTestId('result').textContent).toBe('');
    fireEvent.click(screen.getByTestId('frame'));
    expect(screen.getAllByRole('img', { name: 'Die showing 6' })).toHaveLength(2);
    expect(screen.getByTestId('result').textContent).toBe('A double!');
    expect(screen.getByText('The dice have spoken.')).toBeTruthy();
  });
});
