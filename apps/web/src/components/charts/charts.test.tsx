import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DistributionChart } from './distribution-chart';
import { ExerciseBars, compareToChance } from './exercise-bars';
import { ChanceGauge, dialPoint } from './chance-gauge';
import { ScoreHistoryChart } from './score-history-chart';

afterEach(cleanup);

const chance = { 40: 0.2, 41: 0.3, 42: 0.3, 43: 0.2 };

describe('DistributionChart', () => {
  it('is one image with a summary name, and offers the same numbers as a table', () => {
    render(
      <DistributionChart
        label="World main scores"
        histogram={{ 41: 2, 43: 1 }}
        chance={chance}
        markers={[{ value: 42.385, label: 'par 42.385', tone: 'par' }]}
      />,
    );
    const img = screen.getByRole('img');
    expect(img.getAttribute('aria-label')).toMatch(/World main scores\. 3 circuits played, most often scoring 41/);
    expect(img.getAttribute('aria-label')).toMatch(/par 42\.385/);
    const table = screen.getByRole('table', { name: 'World main scores', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(1 + 4);
    expect(
      within(rows[2]!)
        .getAllByRole('cell', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual(['2', '0.9']);
  });

  it('draws one bar per observed score and the chance curve through every score', () => {
    const { container } = render(<DistributionChart label="x" histogram={{ 41: 2, 43: 1 }} chance={chance} />);
    expect(container.querySelectorAll('rect')).toHaveLength(2);
    expect(container.querySelector('path[fill="none"]')?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(4);
  });

  it('says so when no circuit has been played and shows the chance curve in percent', () => {
    render(<DistributionChart label="World main scores" histogram={{}} chance={chance} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/No circuits played yet/);
    expect(screen.getByText('share of guessers')).toBeTruthy();
  });
});

describe('ExerciseBars', () => {
  const rows = [
    { key: 'family', name: 'Family', score: 1, chanceMean: 2.5 },
    { key: 'elements', name: 'Elements', score: 5, chanceMean: 3 },
  ];
  it('colours a score below the chance mean as better, one above as worse', () => {
    expect(compareToChance(1, 2.5)).toBe('better');
    expect(compareToChance(5, 3)).toBe('worse');
    expect(compareToChance(2, 2)).toBe('par');
    const { container } = render(<ExerciseBars label="Your exercises" rows={rows} />);
    const fills = [...container.querySelectorAll('rect')].map((r) => r.getAttribute('fill'));
    expect(fills[0]).not.toBe(fills[1]);
  });
  it('names the count of exercises beaten and lists every exercise in its table', () => {
    render(<ExerciseBars label="Your exercises" rows={rows} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/1 of 2 exercises scored better/);
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(3);
  });
});

describe('ChanceGauge', () => {
  it('puts 0 at the left, 50 at the top and 100 at the right of the dial', () => {
    const left = dialPoint(0);
    const top = dialPoint(50);
    const right = dialPoint(100);
    expect(left.y).toBeCloseTo(right.y);
    expect(top.x).toBeCloseTo((left.x + right.x) / 2);
    expect(top.y).toBeLessThan(left.y);
  });
  it('says the guessers beaten and those tied in plain words, no p-value (issue 34 item 7)', () => {
    const { container } = render(<ChanceGauge rank={{ worse: 63.2, tied: 5.4 }} subject="Your main score of 40" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Your main score of 40: better than 63% of pure guessers.',
    );
    const caption = container.querySelector('figcaption')!.textContent;
    expect(caption).toContain('Better than 63% of pure guessers; 5% scored exactly the same');
    expect(caption).not.toMatch(/p = |level with/);
  });
  it('points its needle at the guessers beaten, not at half the ties above them', () => {
    const { container } = render(<ChanceGauge rank={{ worse: 20, tied: 6.6 }} subject="Your main score of 46" />);
    const needle = [...container.querySelectorAll('line')].at(-1)!;
    const tip = dialPoint(20, 78);
    expect(Number(needle.getAttribute('x2'))).toBeCloseTo(tip.x, 6);
    expect(Number(needle.getAttribute('y2'))).toBeCloseTo(tip.y, 6);
  });
});

describe('ScoreHistoryChart', () => {
  it('plots one dot per circuit, gold when under par', () => {
    const { container } = render(
      <ScoreHistoryChart
        label="Your main scores"
        par={42.385}
        average={41}
        points={[
          { id: 'a', score: 38, when: '1' },
          { id: 'b', score: 44, when: '2' },
        ]}
      />,
    );
    const dots = [...container.querySelectorAll('circle')];
    expect(dots).toHaveLength(2);
    expect(dots[0]!.getAttribute('fill')).not.toBe(dots[1]!.getAttribute('fill'));
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Your main scores: 38, 44. Par 42.385, your average 41.',
    );
  });
});
