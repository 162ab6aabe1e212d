import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProofList } from './proof-list';

const checks = [
  { id: 'commitment', label: 'The seed matches the commitment published at the start', ok: true, detail: 'same hash' },
  { id: 'replay', label: 'Replaying your 3 moves', ok: true, detail: '3 of 3' },
  { id: 'score-family', label: 'Family: 2', ok: false, detail: 'Reported 2; the replay gives 3.' },
  { id: 'score-doors', label: 'Doors: 1', ok: true, detail: 'Reported 1; the replay gives 1.' },
  { id: 'main-score', label: 'Main score: 40', ok: true, detail: 'Reported 40' },
];

describe('ProofList', () => {
  it('leads with the verdict and marks every check passed or failed in words too', () => {
    render(<ProofList checks={checks} />);
    expect(screen.getByTestId('proof-verdict').textContent).toBe(
      "✗ 1 of 5 checks failed: this circuit's record does not hold together.",
    );
    expect(screen.getAllByText('Passed:', { selector: '.visually-hidden', exact: false })).toHaveLength(4);
    expect(
      screen.getByText('Failed:', { selector: '.visually-hidden', exact: false }).closest('li')!.textContent,
    ).toContain('Family: 2');
  });

  it('shows an exercise check’s detail only when it failed', () => {
    render(<ProofList checks={checks} />);
    expect(screen.getByText('Reported 2; the replay gives 3.')).toBeTruthy();
    expect(screen.queryByText('Reported 1; the replay gives 1.')).toBeNull();
    expect(screen.getByText('same hash')).toBeTruthy();
  });
});
