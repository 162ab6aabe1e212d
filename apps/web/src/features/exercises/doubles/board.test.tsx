import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { DoublesView } from '@psi/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { DoublesBoard } from './board';

const fresh: DoublesView = { step: 'doubles', rolls: [], timespace: false, over: false, score: null };

afterEach(cleanup);

describe('DoublesBoard', () => {
  it('rolls the dice on request', () => {
    const onMove = vi.fn();
    render(<DoublesBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    expect(onMove).toHaveBeenCalledWith({ action: 'roll' });
  });

  it('shows the first roll and offers a second', () => {
    render(<DoublesBoard view={{ ...fresh, rolls: [[2, 5]] }} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getByRole('img', { name: 'Die showing 2' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Die showing 5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Roll again' })).toBeTruthy();
  });

  it("shows the final roll from the step's final view", () => {
    render(
      <DoublesBoard
        view={{
          ...fresh,
          rolls: [
            [2, 5],
            [4, 4],
          ],
          over: true,
          score: 2,
        }}
        onMove={vi.fn()}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Double!', reveal: { dice: [4, 4] } }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Your rolls' }).textContent).toContain('Roll 2: 4 and 4: a double!');
    expect(screen.queryByRole('button', { name: /Roll/ })).toBeNull();
  });

  it('ignores a roll while one is in flight', () => {
    const onMove = vi.fn();
    render(<DoublesBoard view={fresh} onMove={onMove} busy lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('can be played by keyboard', () => {
    render(<DoublesBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expectKeyboardReachable(screen.getAllByRole('button'));
  });
});
