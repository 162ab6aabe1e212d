import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { YinYangBoard, type YinYangView } from './board';

const fresh: YinYangView = {
  step: 'yin-yang',
  options: ['yin', 'yang'],
  attempts: 0,
  history: [],
  over: false,
  score: null,
};

describe('YinYangBoard', () => {
  it('sends Yin or Yang as the choice', () => {
    const onMove = vi.fn();
    render(<YinYangBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Yang' }));
    expect(onMove).toHaveBeenCalledWith({ choice: 'yang' });
  });

  it('lists past attempts with the target drawn for each', () => {
    render(
      <YinYangBoard
        view={{ ...fresh, attempts: 1, history: [{ choice: 'yin', target: 'yang' }] }}
        onMove={vi.fn()}
        busy={false}
        lastOutcome={null}
      />,
    );
    expect(screen.getByText(/Attempt 2/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Your attempts' }).textContent).toContain('You chose Yin; it was Yang');
  });

  it("shows the winning attempt from the step's final view once over", () => {
    const onMove = vi.fn();
    const { rerender } = render(<YinYangBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Yin' }));
    rerender(
      <YinYangBoard
        view={{ ...fresh, attempts: 1, history: [{ choice: 'yin', target: 'yin' }], over: true, score: 1 }}
        onMove={onMove}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Yes', reveal: { target: 'yin' } }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Your attempts' }).textContent).toContain('You chose Yin; it was Yin');
    fireEvent.click(screen.getByRole('button', { name: 'Choose Yang' }));
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it('can be played by keyboard', () => {
    render(<YinYangBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expectKeyboardReachable(screen.getAllByRole('button'));
  });
});
