import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { UniversalView } from '@psi/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { UniversalBoard } from './board';

const fresh: UniversalView = {
  step: 'universal',
  options: { shape: ['triangle', 'square'], colour: ['green', 'red'], number: [0, 1] },
  attempt: 1,
  attempts: [],
  timespace: false,
  over: false,
  score: null,
};

afterEach(cleanup);

describe('UniversalBoard', () => {
  it('sends shape, colour and number together', () => {
    const onMove = vi.fn();
    render(<UniversalBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Shape: Square' }));
    fireEvent.click(screen.getByRole('button', { name: 'Colour: Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Number: One' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my guess' }));
    expect(onMove).toHaveBeenCalledWith({ shape: 'square', colour: 'red', number: 1 });
  });

  it('captions a number tile with its word, not the digit it already shows (issue 34 item 11)', () => {
    render(<UniversalBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    const tile = screen.getByRole('button', { name: 'Number: Zero' });
    expect(tile.querySelector('.pick__label')?.textContent).toBe('Zero');
  });

  it('does not send until all three are chosen', () => {
    const onMove = vi.fn();
    render(<UniversalBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Shape: Triangle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my guess' }));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByText(/Choose all three/)).toBeTruthy();
  });

  it('marks the chosen option as pressed', () => {
    render(<UniversalBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    const green = screen.getByRole('button', { name: 'Colour: Green' });
    fireEvent.click(green);
    expect(green.getAttribute('aria-pressed')).toBe('true');
  });

  it('lists a past attempt with its revealed target', () => {
    const view: UniversalView = {
      ...fresh,
      attempt: 2,
      attempts: [
        {
          guess: { shape: 'triangle', colour: 'green', number: 0 },
          target: { shape: 'square', colour: 'red', number: 0 },
          correct: 1,
          passed: false,
        },
      ],
    };
    render(<UniversalBoard view={view} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getByText(/Attempt 2 of 2/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Your attempts' }).textContent).toContain('1 of 3 right');
  });

  it('can be played by keyboard', () => {
    render(<UniversalBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expectKeyboardReachable(screen.getAllByRole('button'));
  });
});
