import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ZenerPickView } from '@psi/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { ZenerPickBoard } from './board';

const fresh: ZenerPickView = {
  step: 'zener',
  options: ['circle', 'plus', 'wave', 'square', 'star'],
  symbol: null,
  over: false,
  score: null,
};

afterEach(cleanup);

describe('ZenerPickBoard', () => {
  it('offers the five Zener symbols', () => {
    render(<ZenerPickBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getAllByRole('button', { name: /^Pick the .* symbol$/ })).toHaveLength(5);
  });

  it('sends the picked symbol', () => {
    const onMove = vi.fn();
    render(<ZenerPickBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick the star symbol' }));
    expect(onMove).toHaveBeenCalledWith({ symbol: 'star' });
  });

  it('shows the saved symbol and takes no second pick once over', () => {
    const onMove = vi.fn();
    const { rerender } = render(<ZenerPickBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick the wave symbol' }));
    rerender(
      <ZenerPickBoard
        view={{ ...fresh, symbol: 'wave', over: true }}
        onMove={onMove}
        busy
        over
        lastOutcome={{ kind: 'neutral', message: 'Saved.' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'The wave symbol: saved' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pick the plus symbol' }));
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it('can be played by keyboard', () => {
    render(<ZenerPickBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expectKeyboardReachable(screen.getAllByRole('button'));
  });
});
