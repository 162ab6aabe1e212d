import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itPlaysLikeAPickBoard } from '../../circuit/pick-board-cases';
import { ReadySetGoBoard, type ReadySetGoView } from './board';

const fresh: ReadySetGoView = {
  step: 'ready-set-go',
  options: ['left', 'middle', 'right'],
  tried: [],
  found: null,
  attempts: 0,
  over: false,
  score: null,
};

afterEach(cleanup);

describe('ReadySetGoBoard', () => {
  it('shows three face-down cards to pick from', () => {
    render(<ReadySetGoBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getAllByRole('button', { name: /^Pick the .* card$/ })).toHaveLength(3);
  });

  itPlaysLikeAPickBoard({
    Board: ReadySetGoBoard,
    fresh,
    pick: { label: 'Pick the middle card', choice: 'middle' },
    tried: { view: { ...fresh, tried: ['left'], attempts: 1 }, label: 'The left card: not this one' },
    final: {
      view: { ...fresh, tried: ['left'], found: 'right', attempts: 2, over: true, score: 2 },
      label: 'The right card: Go!',
    },
  });

  it("shows on the found card only words its accessible name also says (axe's label-content-name-mismatch)", () => {
    render(
      <ReadySetGoBoard
        view={{ ...fresh, tried: ['left'], found: 'right', attempts: 2, over: true, score: 2 }}
        onMove={vi.fn()}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Go!', reveal: { target: 'right' } }}
      />,
    );
    const card = screen.getByRole('button', { name: 'The right card: Go!' });
    // The words drawn on the card's face and written under it (an SVG <title> is not visible text).
    const visible = [...card.querySelectorAll('svg text, .pick__label, .pick__state')]
      .map((el) => el.textContent ?? '')
      .join(' ')
      .trim();
    expect(visible).not.toBe('');
    expect(card.getAttribute('aria-label')?.toLowerCase()).toContain(visible.replace(/\s+/g, ' ').toLowerCase());
  });

  it('ignores presses while a move is in flight', () => {
    const onMove = vi.fn();
    render(<ReadySetGoBoard view={fresh} onMove={onMove} busy lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick the left card' }));
    expect(onMove).not.toHaveBeenCalled();
  });
});
