import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { ElementsBoard, type ElementsView } from './board';

const fresh: ElementsView = {
  step: 'elements',
  options: ['earth', 'water', 'fire', 'air', 'ether'],
  tried: [],
  found: null,
  attempts: 0,
  over: false,
  score: null,
};

describe('ElementsBoard', () => {
  it('offers the five elements', () => {
    render(<ElementsBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getAllByRole('button', { name: /^Pick / })).toHaveLength(5);
  });

  it('sends the picked element as a choice', () => {
    const onMove = vi.fn();
    render(<ElementsBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick Ether' }));
    expect(onMove).toHaveBeenCalledWith({ choice: 'ether' });
  });

  it('does not send an element already tried', () => {
    const onMove = vi.fn();
    render(
      <ElementsBoard
        view={{ ...fresh, tried: ['fire'], attempts: 1 }}
        onMove={onMove}
        busy={false}
        lastOutcome={null}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fire: not this one' }));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('shows the element the final reveal names as found', () => {
    render(
      <ElementsBoard
        view={fresh}
        onMove={vi.fn()}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Found', reveal: { target: 'water' } }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Water: found' })).toBeTruthy();
  });

  it('can be played by keyboard', () => {
    render(<ElementsBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expectKeyboardReachable(screen.getAllByRole('button'));
  });
});
