import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sense } from '@psi/engine';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { play, reachStep } from '../engine-fixture';
import { SenseTheSenseBoard } from './board';

afterEach(cleanup);

const start = reachStep('sense-the-sense');
const title = (s: string) => s[0]!.toUpperCase() + s.slice(1);

describe('SenseTheSenseBoard', () => {
  it('shows the six senses as keyboard-reachable buttons', () => {
    render(<SenseTheSenseBoard view={start.view} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    const senses = screen.getAllByRole('button', { name: /^Pick / });
    expect(senses.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pick Sight',
      'Pick Hearing',
      'Pick Smell',
      'Pick Taste',
      'Pick Touch',
      'Pick Intuition',
    ]);
    expectKeyboardReachable(senses);
  });

  it('sends the picked sense as a choice', () => {
    const onMove = vi.fn();
    render(<SenseTheSenseBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick Intuition' }));
    expect(onMove).toHaveBeenCalledWith({ choice: 'intuition' });
  });

  it('marks a wrong pick from the engine and will not send it again', () => {
    // Pick in order until the engine says no (a real "tried" view), unless the first pick was right.
    const after = play(start, { choice: 'sight' });
    if (after.stepOver) {
      render(<SenseTheSenseBoard view={after.view} onMove={vi.fn()} busy over lastOutcome={after.outcome} />);
      expect(screen.getByRole('button', { name: 'Sight: found' })).toBeTruthy();
      return;
    }
    const onMove = vi.fn();
    render(<SenseTheSenseBoard view={after.view} onMove={onMove} busy={false} lastOutcome={after.outcome} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sight: not this one' }));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByText(/5 senses left/)).toBeTruthy();
  });

  it("shows the found sense from the step's final view", () => {
    let at = start;
    for (const sense of start.view.options) {
      const next = play(at, { choice: sense as Sense });
      if (next.stepOver) {
        render(<SenseTheSenseBoard view={next.view} onMove={vi.fn()} busy over lastOutcome={next.outcome} />);
        expect(screen.getByRole('button', { name: `${title(sense)}: found` })).toBeTruthy();
        return;
      }
      at = next;
    }
    throw new Error('no sense was the target');
  });
});
