import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StudyCard } from './study-card';

const study = {
  looks: [1000, 10000, 100000],
  look: 1,
  nextLookAt: 10000,
  final: false,
  bayesFactor: 0.42,
  priorScale: 0.05,
};

describe('StudyCard', () => {
  it('says which look the study is at and that nothing is final before the last', () => {
    render(<StudyCard study={study} />);
    const card = screen.getByTestId('world-study');
    expect(card.textContent).toContain(
      'Look 1 of 3. The next look is at 10,000 circuits. Nothing is final before the last look, at 100,000 circuits.',
    );
    expect(card.textContent).toContain('0.42');
  });

  it('links the open data as CSV and JSON and the public log', () => {
    render(<StudyCard study={{ ...study, final: true, look: 3, nextLookAt: null }} />);
    expect(screen.getByTestId('open-data-csv').getAttribute('href')).toBe('/api/open-data/circuits?format=csv');
    expect(screen.getByText('JSON').getAttribute('href')).toBe('/api/open-data/circuits?format=json');
    expect(screen.getByTestId('world-study').textContent).toContain('these are its final figures');
  });
});
