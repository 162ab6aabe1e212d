import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itPlaysLikeAPickBoard } from '../../circuit/pick-board-cases';
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

  itPlaysLikeAPickBoard({
    Board: FamilyBoard,
    fresh,
    pick: { label: 'Pick the Mother', choice: 'mother' },
    tried: { view: { ...fresh, tried: ['son'], attempts: 1 }, label: 'Son: not this one' },
    final: {
      view: { ...fresh, tried: ['son'], found: 'daughter', attempts: 2, over: true, score: 2 },
      label: 'Daughter: found',
    },
  });
});
