import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMove, circuitView, randomCircuitMove, startCircuit, type CircuitView } from '@psi/engine';
import { EndSummary } from './end-summary';

afterEach(cleanup);

/** A whole circuit played by the engine's random guesser: the view the server sends at game-end. */
function finishedView(seedByte: number): CircuitView {
  const seed = new Uint8Array(32).fill(seedByte);
  let k = seedByte;
  const random = (n: number) => (k = (k * 1103515245 + 12345) % 2147483648) % n;
  let state = startCircuit(seed);
  let view = circuitView(state);
  while (!view.over) {
    const result = applyMove(seed, state, randomCircuitMove(view, random));
    if (!result.ok) throw new Error(result.message);
    state = result.state;
    view = result.view;
  }
  return view;
}

describe('EndSummary', () => {
  const view = finishedView(7);

  it('shows the main score of a real finished circuit with its outcome said against par', () => {
    render(<EndSummary id="c1" view={view} />);
    expect(screen.getByTestId('end-main-score').textContent).toContain(String(view.mainScore));
    expect(
      screen.getByText(view.goodOutcome ? 'A good outcome: below 42.385.' : 'Not below 42.385 this time.'),
    ).toBeTruthy();
    expect(screen.getByText(/42\.385 is par/)).toBeTruthy();
  });

  it('shows the orbs won, the karma rating and every scored exercise', () => {
    render(<EndSummary id="c1" view={view} />);
    expect(screen.getByRole('img', { name: `${view.orbs.length} of 7 Golden Orbs won` })).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Game Karma: ${view.karma} of 99` })).toBeTruthy();
    const rows = screen.getByRole('list').querySelectorAll('li');
    expect(rows).toHaveLength(15);
    const sum = Array.from(rows, (li) =>
      Number(li.querySelector('.end-scorecard__score')?.firstChild?.textContent),
    ).reduce((a, b) => a + b, 0);
    expect(sum).toBe(view.mainScore);
  });

  it('links to the three results pages for this circuit', () => {
    render(<EndSummary id="abc" view={view} />);
    expect(screen.getByRole('link', { name: 'Your end score' }).getAttribute('href')).toBe(
      '/psychic-end-score?circuit=abc',
    );
    expect(screen.getByRole('link', { name: 'Against chance, with the fairness proof' }).getAttribute('href')).toBe(
      '/psychic-performance-score?circuit=abc',
    );
    expect(screen.getByRole('link', { name: 'The world experiment' }).getAttribute('href')).toBe(
      '/world-psychic-experiment',
    );
  });

  it('says a score below 42.385 is a good outcome', () => {
    render(<EndSummary id="c1" view={{ ...view, mainScore: 33, goodOutcome: true }} />);
    expect(screen.getByText('A good outcome: below 42.385.')).toBeTruthy();
  });
});
