import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { FamilyBoard, type FamilyView } from './board';

const fresh: FamilyView = {
  step: 'family',
  options: ['mother', 'father', 'daughter', 'son'],
  tried: [],
  found: null,
  attempts: 0,
  over: false,
  score: null,
};

afterEach(cleanup);

describe('FamilyBoard', () => {
  it('shows the four family members as cards', () => {
    render(<FamilyBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    for (const name of ['Mother', 'Father', 'Daughter', 'Son'])
      expect(screen.getByRole('button', { name: `Pick the ${name}` })).toBeTruthy();
  });

  it('sends the picked member as a choice', () => {
    const onMove = vi.fn();
    render(<FamilyBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick the Mother' }));
    expect(onMove).toHaveBeenCalledWith({ choice: 'mother' });
  });

  it('does not send a member already tried', () => {
    const onMove = vi.fn();
    render(
      <FamilyBoard view={{ ...fresh, tried: ['son'], attempts: 1 }} onMove={onMove} busy={false} lastOutcome={null} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Son: not this one' }));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('marks the member the final reveal names as found', () => {
    render(
      <FamilyBoard
        view={{ ...fresh, tried: ['son'] }}
        onMove={vi.fn()}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Found', reveal: { target: 'daughter' } }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Daughter: found' })).toBeTruthy();
  });

  it('can be played by keyboard', () => {
    render(<FamilyBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expectKeyboardReachable(screen.getAllByRole('button'));
  });
});
