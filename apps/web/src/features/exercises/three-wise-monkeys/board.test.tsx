import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { PICK_TURN_MS } from '../../circuit/reveal-timing';
import { renderWithReveal } from '../../circuit/reveal-test-kit';
import { play, reachStep } from '../engine-fixture';
import { ThreeWiseMonkeysBoard } from './board';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const start = reachStep('three-wise-monkeys');

describe('ThreeWiseMonkeysBoard', () => {
  it('shows the three monkeys as keyboard-reachable buttons', () => {
    render(<ThreeWiseMonkeysBoard view={start.view} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    const monkeys = screen.getAllByRole('button', { name: /^Pick / });
    expect(monkeys.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pick See No Evil',
      'Pick Hear No Evil',
      'Pick Speak No Evil',
    ]);
    expectKeyboardReachable(monkeys);
  });

  it('sends the picked monkey as a choice', () => {
    const onMove = vi.fn();
    render(<ThreeWiseMonkeysBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick Hear No Evil' }));
    expect(onMove).toHaveBeenCalledWith({ choice: 'hear-no-evil' });
  });

  it('ignores presses while a move is in flight', () => {
    const onMove = vi.fn();
    render(<ThreeWiseMonkeysBoard view={start.view} onMove={onMove} busy lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick Hear No Evil' }));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('after a miss lists the attempt with its revealed monkey and keeps all three pickable (the deck is reshuffled)', () => {
    // The first seed whose first attempt misses (two in three do).
    const at = [7, 8, 9, 10, 11, 12]
      .map((seed) => play(reachStep('three-wise-monkeys', seed), { choice: 'see-no-evil' }))
      .find((a) => !a.stepOver)!;
    render(<ThreeWiseMonkeysBoard view={at.view} onMove={vi.fn()} busy={false} lastOutcome={at.outcome} />);
    expect(screen.getByRole('list', { name: 'Your attempts' }).textContent).toMatch(
      /1\. You chose See No Evil; it was (Hear|Speak) No Evil/,
    );
    expect(screen.getAllByRole('button', { name: /^Pick / })).toHaveLength(3);
    expect(screen.getByText('Attempt 2: which monkey now?')).toBeTruthy();
  });

  it("once over, shows the winning attempt from the step's final view", () => {
    const onMove = vi.fn();
    const { rerender } = render(
      <ThreeWiseMonkeysBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pick Speak No Evil' }));
    rerender(
      <ThreeWiseMonkeysBoard
        view={{
          ...start.view,
          attempts: 1,
          history: [{ choice: 'speak-no-evil', target: 'speak-no-evil' }],
          over: true,
          score: 1,
        }}
        onMove={onMove}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Right.', reveal: { target: 'speak-no-evil' } }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Speak No Evil: found' })).toBeTruthy();
    expect(screen.getByText('Found on attempt 1.')).toBeTruthy();
  });

  it('keeps the row of a missed attempt, the pick marked wrong, until it has turned; then lists it (issue 34)', () => {
    vi.useFakeTimers();
    const seed = [7, 8, 9, 10, 11, 12].find(
      (n) => !play(reachStep('three-wise-monkeys', n), { choice: 'see-no-evil' }).stepOver,
    )!;
    const before = reachStep('three-wise-monkeys', seed);
    const after = play(before, { choice: 'see-no-evil' });
    const { answer } = renderWithReveal('three-wise-monkeys', ThreeWiseMonkeysBoard, before.view);
    fireEvent.click(screen.getByRole('button', { name: 'Pick See No Evil' }));
    answer(after.view, after.outcome);
    expect(document.querySelector('.monkey-pick.is-tried')?.getAttribute('aria-label')).toBe('Pick See No Evil');
    expect(screen.queryByRole('list', { name: 'Your attempts' })).toBeNull();
    expect(screen.getByTestId('result').textContent).toBe('');
    act(() => vi.advanceTimersByTime(PICK_TURN_MS));
    expect(screen.getByRole('list', { name: 'Your attempts' }).textContent).toMatch(/1\. You chose See No Evil/);
    expect(document.querySelector('.monkey-pick.is-tried')).toBeNull();
    expect(screen.getByTestId('result').textContent).toBe(after.outcome.message);
  });

  it('marks the found monkey apart from the other two', () => {
    render(
      <ThreeWiseMonkeysBoard
        view={{
          ...start.view,
          attempts: 1,
          history: [{ choice: 'see-no-evil', target: 'see-no-evil' }],
          over: true,
          score: 1,
        }}
        onMove={vi.fn()}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Right.', reveal: { target: 'see-no-evil' } }}
      />,
    );
    const found = screen.getByRole('button', { name: 'See No Evil: found' });
    expect(found.className).toContain('is-found');
    expect(found.textContent).toContain('Found!');
    for (const other of screen.getAllByRole('button', { name: /^Pick / }))
      expect(other.className).not.toContain('is-found');
  });
});
