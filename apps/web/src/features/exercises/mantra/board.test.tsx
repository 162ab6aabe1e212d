import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MantraWord } from '@psi/engine';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { play, reachStep } from '../engine-fixture';
import { MantraBoard } from './board';

afterEach(cleanup);

const start = reachStep('mantra');

/** Picks the first column's words in order until one is wrong (a real dropped-out word), if any is. */
function firstWrong() {
  for (const word of start.view.columns[0]!) {
    const after = play(start, { choice: word });
    if (after.view.tried[0]!.length > 0) return { after, word };
  }
  return null;
}

describe('MantraBoard', () => {
  it('shows three columns left to right, only the first one playable', () => {
    render(<MantraBoard view={start.view} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Choose Need', 'Choose Want']);
    expectKeyboardReachable(buttons);
    expect(screen.getByRole('region', { name: 'Column 3, comes later' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Column 3, comes later' })).getAllByRole('img')).toHaveLength(4);
  });

  it('sends the chosen word of the current column', () => {
    const onMove = vi.fn();
    render(<MantraBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Want' }));
    expect(onMove).toHaveBeenCalledWith({ choice: 'Want' });
  });

  it('drops a wrong word out of its column and will not send it again', () => {
    const wrong = firstWrong();
    const view = wrong ? wrong.after.view : { ...start.view, tried: [['Need' as MantraWord], [], []], wrongPicks: 1 };
    const word = wrong ? wrong.word : 'Need';
    const onMove = vi.fn();
    render(<MantraBoard view={view} onMove={onMove} busy={false} lastOutcome={wrong?.after.outcome ?? null} />);
    fireEvent.click(screen.getByRole('button', { name: `${word}: dropped out` }));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByText('Not that word. Column 1 of 3: choose again.')).toBeTruthy();
  });

  it('moves on to the next column once the right word is found', () => {
    let at = start;
    for (const word of start.view.columns[0]!) {
      at = play(at, { choice: word });
      if (at.view.column === 1) break;
    }
    render(<MantraBoard view={at.view} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Choose Love',
      'Choose Compassion',
      'Choose Wisdom',
    ]);
    expect(screen.getByRole('region', { name: 'Column 1, solved' })).toBeTruthy();
    expect(screen.getByRole('img', { name: `${at.view.found[0]}, the mantra word` })).toBeTruthy();
  });

  it("once over, shows the whole mantra from the step's final view", () => {
    const view = {
      ...start.view,
      column: 2,
      found: ['Want', 'Love', 'Truth'] as (MantraWord | null)[],
      tried: [[], [], ['Peace' as MantraWord]],
      wrongPicks: 1,
      over: true,
      score: 4,
    };
    render(
      <MantraBoard
        view={view}
        onMove={vi.fn()}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Truth is right.', reveal: { target: 'Truth' } }}
      />,
    );
    expect(screen.getByText('Your mantra: Want, Love, Truth.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
