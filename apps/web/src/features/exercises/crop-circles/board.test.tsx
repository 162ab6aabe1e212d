import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CropGuess } from '@psi/engine';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { play, reachStep } from '../engine-fixture';
import { CropCirclesBoard } from './board';

afterEach(cleanup);

const start = reachStep('crop-circles');
const guess: CropGuess = { circle: 'the-sign', crop: 'wheat', moon: 'new-moon' };

function choose(g: CropGuess) {
  const names = {
    angel: 'Angel',
    key: 'Key',
    'the-sign': 'The Sign',
    barley: 'Barley',
    wheat: 'Wheat',
    'full-moon': 'Full Moon',
    'new-moon': 'New Moon',
  };
  fireEvent.click(screen.getByRole('button', { name: `Crop circle: ${names[g.circle]}` }));
  fireEvent.click(screen.getByRole('button', { name: `Crop: ${names[g.crop]}` }));
  fireEvent.click(screen.getByRole('button', { name: `Moon: ${names[g.moon]}` }));
}

describe('CropCirclesBoard', () => {
  it('offers the three questions as keyboard-reachable toggle buttons', () => {
    render(<CropCirclesBoard view={start.view} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    const options = screen.getAllByRole('button', { name: /^(Crop circle|Crop|Moon): / });
    expect(options).toHaveLength(7);
    expectKeyboardReachable(options);
    expect(screen.getByText(/Attempt 1 of 2/)).toBeTruthy();
  });

  it('will not send a guess until all three are chosen', () => {
    const onMove = vi.fn();
    render(<CropCirclesBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Crop circle: Angel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my guess' }));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByText('Choose all three: a crop circle, a crop and a moon.')).toBeTruthy();
  });

  it('sends the three selections as one guess', () => {
    const onMove = vi.fn();
    render(<CropCirclesBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />);
    choose(guess);
    expect(screen.getByRole('button', { name: 'Moon: New Moon' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Send my guess' }));
    expect(onMove).toHaveBeenCalledWith(guess);
  });

  it('shows a failed first attempt with its revealed signs and asks for a second', () => {
    // Find a guess the engine fails on attempt 1 (fewer than 2 right), so the second attempt is real.
    const guesses: CropGuess[] = [];
    for (const circle of start.view.options.circle)
      for (const crop of start.view.options.crop)
        for (const moon of start.view.options.moon) guesses.push({ circle, crop, moon });
    const failed = guesses.map((g) => ({ g, after: play(start, g) })).find((r) => !r.after.stepOver);
    expect(failed).toBeTruthy();
    const { after, g } = failed!;
    render(<CropCirclesBoard view={after.view} onMove={vi.fn()} busy={false} lastOutcome={after.outcome} />);
    expect(screen.getByText(/Attempt 2 of 2/)).toBeTruthy();
    const row = screen.getByRole('list', { name: 'Your attempts' });
    expect(row.textContent).toMatch(/of 3 right/);
    expect(row.textContent).toContain(
      `${g.circle === 'the-sign' ? 'The Sign' : g.circle[0]!.toUpperCase() + g.circle.slice(1)}`,
    );
  });

  it("once over, lists the final attempt from the step's final view and locks the choices", () => {
    const onMove = vi.fn();
    const { rerender } = render(<CropCirclesBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />);
    choose(guess);
    fireEvent.click(screen.getByRole('button', { name: 'Send my guess' }));
    const target: CropGuess = { circle: 'the-sign', crop: 'barley', moon: 'new-moon' };
    // The final view, as the finishing move's answer carries it: the attempt with its disclosed target.
    const final = { ...start.view, over: true, score: 1, attempts: [{ guess, target, correct: 2, passed: true }] };
    rerender(
      <CropCirclesBoard
        view={final}
        onMove={onMove}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Passed', reveal: { target, correct: 2 } }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Send my guess' })).toBeNull();
    expect(screen.getByText(/2 of 3 right, passed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crop: Barley' }));
    expect(screen.getByRole('button', { name: 'Crop: Barley' }).getAttribute('aria-pressed')).toBe('false');
    expect(onMove).toHaveBeenCalledTimes(1);
  });
});
