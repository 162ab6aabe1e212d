import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itPlaysLikeAPickBoard } from '../../circuit/pick-board-cases';
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

  itPlaysLikeAPickBoard({
    Board: ElementsBoard,
    fresh,
    pick: { label: 'Pick Ether', choice: 'ether' },
    tried: { view: { ...fresh, tried: ['fire'], attempts: 1 }, label: 'Fire: not this one' },
    final: { view: { ...fresh, found: 'water', attempts: 1, over: true, score: 1 }, label: 'Water: found' },
  });
});
