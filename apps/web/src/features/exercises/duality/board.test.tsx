import { fireEvent, render, screen } from '@testing-library/react';
import type { DualityView, DualityWord } from '@psi/engine';
import { describe, expect, it, vi } from 'vitest';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { DualityBoard } from './board';

const pairs: [DualityWord, DualityWord][] = [
  ['Bitter', 'Sweet'],
  ['Love', 'Hate'],
  ['Light', 'Dark'],
  ['Hot', 'Cold'],
  ['Joy', 'Sorrow'],
  ['Order', 'Chaos'],
];
const fresh: DualityView = {
  step: 'duality',
  pairs,
  choices: null,
  targets: null,
  correct: null,
  timespace: false,
  over: false,
  score: null,
};

function chooseAll(words: DualityWord[]) {
  pairs.forEach((pair, i) => fireEvent.click(screen.getByLabelText(`${pair[0]} or ${pair[1]}: ${words[i]}`)));
}

describe('DualityBoard', () => {
  it('sends the six chosen words in pair order', () => {
    const onMove = vi.fn();
    render(<DualityBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    chooseAll(['Sweet', 'Love', 'Dark', 'Hot', 'Joy', 'Chaos']);
    fireEvent.click(screen.getByText('Reveal the pairs'));
    expect(onMove).toHaveBeenCalledWith({ choices: ['Sweet', 'Love', 'Dark', 'Hot', 'Joy', 'Chaos'] });
  });

  it('needs all six pairs before sending', () => {
    const onMove = vi.fn();
    render(<DualityBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bitter or Sweet: Bitter' }));
    fireEvent.click(screen.getByText('Reveal the pairs'));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByText(/5 still open/)).toBeTruthy();
  });

  it("shows matched and missed pairs from the step's final view", () => {
    const choices: DualityWord[] = ['Sweet', 'Love', 'Dark', 'Hot', 'Joy', 'Chaos'];
    const reveal = { targets: ['Sweet', 'Hate', 'Dark', 'Hot', 'Joy', 'Chaos'] as DualityWord[], correct: 5 };
    // As the finishing move's answer carries it: the choices sent and the six targets disclosed.
    const final = { ...fresh, choices, ...reveal, over: true, score: 1 };
    render(
      <DualityBoard view={final} onMove={vi.fn()} busy over lastOutcome={{ kind: 'hit', message: '5 of 6', reveal }} />,
    );
    expect(screen.getByText('5 of 6 pairs matched.')).toBeTruthy();
    expect(screen.getAllByText('Missed')).toHaveLength(1);
    // Love was chosen and missed: the unpicked Hate is labelled as the answer, in words and in its name.
    expect(screen.getAllByText('The answer')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Love or Hate: Hate, the answer' })).toBeTruthy();
    expect(screen.queryByText('Reveal the pairs')).toBeNull();
  });

  it('can be played by keyboard', () => {
    render(<DualityBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expectKeyboardReachable(screen.getAllByRole('button'));
  });
});
