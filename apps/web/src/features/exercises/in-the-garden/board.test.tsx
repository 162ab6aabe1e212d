import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GardenCard } from '@psi/engine';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { CARD_FLIP_MS } from '../../circuit/reveal-timing';
import { renderWithReveal } from '../../circuit/reveal-test-kit';
import { play, reachStep, type Played } from '../engine-fixture';
import { InTheGardenBoard, type GardenView } from './board';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const start = reachStep('in-the-garden');

/** Answers "yes" until the engine ends the run (a wrong answer; this seed's first card is not all-yes). */
function afterFailedRun() {
  let at = play(start, { answer: true });
  while (at.view.run === 1 && !at.stepOver) at = play(at, { answer: true });
  return at.stepOver ? null : at;
}

describe('InTheGardenBoard', () => {
  it('asks the first of the five questions, in order, with named yes and no buttons', () => {
    render(<InTheGardenBoard view={start.view} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getByText('Is the Tree in the garden?')).toBeTruthy();
    const buttons = [
      screen.getByRole('button', { name: 'Yes, the Tree is in the garden' }),
      screen.getByRole('button', { name: 'No, the Tree is not in the garden' }),
    ];
    expectKeyboardReachable(buttons);
    const items = screen.getByRole('list', { name: 'The five questions of this run' }).querySelectorAll('li');
    expect(Array.from(items, (li) => li.querySelector('.visually-hidden')?.textContent)).toEqual([
      'Question 1: Is the Tree in the garden? Now.',
      'Question 2: Is the UFO in the garden? Later.',
      'Question 3: Is the Sun in the garden? Later.',
      'Question 4: Is the Flower in the garden? Later.',
      'Question 5: Is the Bird in the garden? Later.',
    ]);
    expect(screen.getByRole('img', { name: 'Run 1 of 8' })).toBeTruthy();
  });

  it('sends the answer to the current question', () => {
    const onMove = vi.fn();
    render(<InTheGardenBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'No, the Tree is not in the garden' }));
    expect(onMove).toHaveBeenCalledWith({ answer: false });
  });

  it('ignores answers while a move is in flight', () => {
    const onMove = vi.fn();
    render(<InTheGardenBoard view={start.view} onMove={onMove} busy lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, the Tree is in the garden' }));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('after a right answer marks it and asks the next question', () => {
    const view: GardenView = { ...start.view, question: 1, answers: [true] };
    render(
      <InTheGardenBoard
        view={view}
        onMove={vi.fn()}
        busy={false}
        lastOutcome={{ kind: 'neutral', message: 'Right; next question.' }}
      />,
    );
    expect(screen.getByText('Is the UFO in the garden?')).toBeTruthy();
    expect(screen.getByText('Question 1: Is the Tree in the garden? Answered yes, right.')).toBeTruthy();
  });

  it('after a wrong answer turns up the card and starts run 2 with a new card', () => {
    const at = afterFailedRun();
    expect(at).toBeTruthy();
    render(<InTheGardenBoard view={at!.view} onMove={vi.fn()} busy={false} lastOutcome={at!.outcome} />);
    expect(screen.getByRole('img', { name: 'Run 2 of 8' })).toBeTruthy();
    expect(screen.getByText('The card of run 1')).toBeTruthy();
    const card = at!.view.lastCard as GardenCard;
    const shown = (['tree', 'ufo', 'sun', 'flower', 'bird'] as const).filter((s) => card[s]);
    expect(screen.getAllByRole('img', { name: shown.length ? /^Garden with / : 'An empty garden' }).length).toBe(1);
    expect(screen.getByText('Is the Tree in the garden?')).toBeTruthy();
  });

  it('once over after a full run, shows the five answers and the card, and no more questions', () => {
    const card: GardenCard = { tree: true, ufo: false, sun: true, flower: false, bird: true };
    // The step's final view, as the finishing move's answer carries it: five answers, the card disclosed.
    const final: GardenView = {
      ...start.view,
      run: 3,
      question: 4,
      answers: [true, false, true, false, true],
      lastCard: card,
      fullRun: true,
      over: true,
      score: 3,
    };
    render(
      <InTheGardenBoard
        view={final}
        onMove={vi.fn()}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'A full run.', reveal: { card } }}
      />,
    );
    expect(screen.getByText('A full run on run 3.')).toBeTruthy();
    expect(screen.getByText('The card of run 3')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('turns the card of a failed run over before saying what is on it (issue 34: the reveal lands)', () => {
    vi.useFakeTimers();
    // Yes to every question until run 1 fails: `before` is the view of its last question.
    let before: Played<'in-the-garden'> = start;
    let last = play(before, { answer: true });
    while (last.view.run === 1 && !last.stepOver) {
      before = last;
      last = play(before, { answer: true });
    }
    expect(last.view.run).toBe(2);
    const { answer } = renderWithReveal('in-the-garden', InTheGardenBoard, before.view);
    fireEvent.click(screen.getAllByRole('button', { name: /^Yes, the / })[0]!);
    answer(last.view, last.outcome);
    expect(document.querySelector('.garden-card__flip.is-turning')).toBeTruthy();
    expect(document.querySelector('.garden-card figcaption')?.className).toBe('is-held');
    expect(screen.getByTestId('result').textContent).toBe('');
    // The run counter moves with the card, not before it.
    expect(screen.getByRole('img', { name: 'Run 1 of 8' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(CARD_FLIP_MS));
    expect(screen.getByRole('img', { name: 'Run 2 of 8' })).toBeTruthy();
    expect(document.querySelector('.garden-card__flip.is-turning')).toBeNull();
    expect(document.querySelector('.garden-card figcaption')?.className).toBe('');
    expect(screen.getByTestId('result').textContent).toBe(last.outcome.message);
  });
});
