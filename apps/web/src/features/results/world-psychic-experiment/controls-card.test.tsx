import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { WorldStats } from '../../../lib/api/types';
import { ControlsCard } from './controls-card';

const world = {
  circuits: 120,
  abandoned: 3,
  meanScore: 41.9,
  z: -1.2,
  p: 0.115,
  controls: { circuits: 48, abandoned: 0, meanScore: 42.6, z: 0.3, p: 0.62 },
} as unknown as WorldStats;

describe('ControlsCard', () => {
  it("shows the controls' count, average, z and p beside the players'", () => {
    render(<ControlsCard world={world} />);
    const rows = within(screen.getByTestId('world-controls')).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Players count their abandoned circuits too (intention to treat): 120 + 3.
    expect(cells(rows[1]!)).toEqual(['123', '41.9', '-1.2', '0.12']);
    expect(cells(rows[2]!)).toEqual(['48', '42.6', '0.3', '0.62']);
    expect(screen.getByTestId('world-controls').textContent).toContain('Controls should sit at chance');
  });

  it('shows dashes while no control has been played', () => {
    render(
      <ControlsCard world={{ ...world, controls: { circuits: 0, abandoned: 0, meanScore: null, z: null, p: null } }} />,
    );
    const cells = within(screen.getAllByRole('row')[2]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['0', '–', '–', '–']);
  });
});
