import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_FLIP_MS } from '../../circuit/reveal-timing';
import { renderWithReveal } from '../../circuit/reveal-test-kit';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { play, reachStep } from '../engine-fixture';
import { ZenerRevealBoard, type ZenerRevealView } from './board';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const at = reachStep('zener-reveal');
const fresh: ZenerRevealView = at.view;

describe('ZenerRevealBoard', () => {
  it('shows the symbol saved in part 1 and an empty deck to draw from', () => {
    render(<ZenerRevealBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getByText('Your symbol')).toBeTruthy();
    expect(
      screen.getAllByRole('img', { name: `${fresh.symbol[0]!.toUpperCase()}${fresh.symbol.slice(1)} card` }).length,
    ).toBe(1);
    expect(screen.getByText(/Draw 1/)).toBeTruthy();
  });

  it('sends a draw when the player presses Draw a card (mouse or keyboard)', () => {
    const onMove = vi.fn();
    render(<ZenerRevealBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    const draw = screen.getByRole('button', { name: 'Draw a card' });
    expectKeyboardReachable([draw]);
    fireEvent.click(draw);
    expect(onMove).toHaveBeenCalledWith({ action: 'draw' });
  });

  it('ignores the draw button while a move is in flight', () => {
    const onMove = vi.fn();
    render(<ZenerRevealBoard view={fresh} onMove={onMove} busy lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Draw a card' }));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('turns the drawn card face up and names it', () => {
    const after = play(at, { action: 'draw' });
    render(
      <ZenerRevealBoard
        view={after.view}
        onMove={vi.fn()}
        busy={after.stepOver}
        over={after.stepOver}
        lastOutcome={after.outcome}
      />,
    );
    const card = after.view.draws[0] ?? (after.outcome.reveal as { card: string }).card;
    expect(screen.getByText(new RegExp(`^Draw 1: ${card}`, 'i'))).toBeTruthy();
  });

  it('offers a second draw after a miss, and no draw once two cards are down', () => {
    const missed: ZenerRevealView = { ...fresh, draws: [fresh.symbol === 'star' ? 'circle' : 'star'] };
    const { unmount } = render(<ZenerRevealBoard view={missed} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getByRole('button', { name: 'Draw again' })).toBeTruthy();
    unmount();
    const other = fresh.symbol === 'wave' ? 'plus' : 'wave';
    render(
      <ZenerRevealBoard
        view={{ ...missed, draws: [...missed.draws, other], over: true, score: 3 }}
        onMove={vi.fn()}
        busy
        over
        lastOutcome={{ kind: 'miss', message: 'No match', reveal: { card: other } }}
      />,
    );
    expect(screen.queryByRole('button', { name: /Draw/ })).toBeNull();
    expect(screen.getByText('No match in two draws.')).toBeTruthy();
  });

  it('names the drawn card only once it has turned over (issue 34: the reveal lands)', () => {
    vi.useFakeTimers();
    const after = play(at, { action: 'draw' });
    const card = (after.outcome.reveal as { card: string }).card;
    const { answer } = renderWithReveal('zener-reveal', ZenerRevealBoard, fresh);
    fireEvent.click(screen.getByRole('button', { name: 'Draw a card' }));
    answer(after.view, after.outcome, after.stepOver);
    // Turning: the card is on the table, face up in the DOM, but nothing says what it is yet.
    expect(document.querySelector('.zr-card.is-turning')).toBeTruthy();
    expect(screen.queryByText(new RegExp(`^Draw 1: ${card}`, 'i'))).toBeNull();
    expect(document.querySelector('.zr-next')?.classList.contains('is-held')).toBe(true);
    expect(screen.getByTestId('result').textContent).toBe('');
    act(() => vi.advanceTimersByTime(CARD_FLIP_MS));
    expect(document.querySelector('.zr-card.is-turning')).toBeNull();
    expect(screen.getByText(new RegExp(`^Draw 1: ${card}`, 'i'))).toBeTruthy();
    expect(screen.getByTestId('result').textContent).toBe(after.outcome.message);
  });
});
