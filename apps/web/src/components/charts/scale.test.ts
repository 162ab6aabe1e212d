// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linearScale, niceCeil, niceTicks } from './scale';
import { formatP, formatPercent, formatNumber } from './format';
import { placeMarkers } from './markers';

describe('linearScale', () => {
  it('maps the domain ends onto the range ends, including an inverted (SVG y) range', () => {
    const y = linearScale([0, 10], [200, 20]);
    expect(y(0)).toBe(200);
    expect(y(10)).toBe(20);
    expect(y(5)).toBe(110);
  });
  it('maps everything to the middle when the domain has no width', () => {
    expect(linearScale([3, 3], [0, 100])(3)).toBe(50);
  });
});

describe('niceTicks', () => {
  it.each([
    [0, 10, 5, [0, 2, 4, 6, 8, 10]],
    [28, 61, 4, [30, 40, 50, 60]],
    [0, 1, 4, [0, 0.5, 1]],
    [0, 1, 5, [0, 0.2, 0.4, 0.6, 0.8, 1]],
  ])('gives round steps between %d and %d', (min, max, count, expected) => {
    expect(niceTicks(min, max, count)).toEqual(expected);
  });
  it('gives one tick when min equals max', () => {
    expect(niceTicks(4, 4)).toEqual([4]);
  });
});

describe('niceCeil', () => {
  it.each([
    [0.07, 0.1],
    [3, 5],
    [7, 10],
    [23, 25],
    [1, 1],
    [0, 1],
  ])('rounds %d up to %d', (v, e) => {
    expect(niceCeil(v)).toBe(e);
  });
});

describe('formatP', () => {
  it.each([
    [0.3123, '0.31'],
    [0.047, '0.047'],
    [0.00123, '0.0012'],
    [0.0004, 'less than 0.001'],
    [1, '1'],
    [NaN, '–'],
  ])('writes %d as %s', (p, text) => {
    expect(formatP(p)).toBe(text);
  });
});

describe('formatPercent and formatNumber', () => {
  it('never claims 0% or 100% for a tail that is merely small', () => {
    expect(formatPercent(0.02)).toBe('under 0.1%');
    expect(formatPercent(99.97)).toBe('over 99.9%');
    expect(formatPercent(63.4)).toBe('63%');
    expect(formatPercent(99.4)).toBe('99.4%');
  });
  it('drops trailing zeros', () => {
    expect(formatNumber(42.385, 3)).toBe('42.385');
    expect(formatNumber(40, 2)).toBe('40');
    expect(formatNumber(2.5, 2)).toBe('2.5');
  });
});

describe('placeMarkers', () => {
  const toX = (v: number) => v * 10;
  it('drops the second of two close labels to the row below when the plot edge leaves no room beside', () => {
    const placed = placeMarkers(
      [
        { value: 42.385, label: 'par 42.385', tone: 'par' },
        { value: 42, label: 'you 42', tone: 'you' },
      ],
      toX,
      [0, 440],
    );
    expect(placed.map((m) => [m.label, m.row])).toEqual([
      ['you 42', 0],
      ['par 42.385', 1],
    ]);
  });
  it("never lets a neighbouring marker's line run through a label (world 40 beside par 42.385)", () => {
    const placed = placeMarkers(
      [
        { value: 42.385, label: 'par 42.385', tone: 'par' },
        { value: 40, label: 'world 40', tone: 'world' },
      ],
      toX,
      [0, 1000],
    );
    for (const m of placed) {
      const half = (m.label.length * 6.6) / 2;
      for (const other of placed) {
        if (other === m) continue;
        expect(
          other.x <= m.labelX - half || other.x >= m.labelX + half,
          `${other.label}'s line crosses "${m.label}"`,
        ).toBe(true);
      }
    }
  });
  it('keeps far-apart labels on the top row and inside the plot', () => {
    const placed = placeMarkers(
      [
        { value: 0, label: 'left edge', tone: 'world' },
        { value: 80, label: 'far right', tone: 'par' },
      ],
      toX,
      [0, 800],
    );
    expect(placed.map((m) => m.row)).toEqual([0, 0]);
    expect(placed[0]!.labelX).toBeGreaterThan(0);
    expect(placed[1]!.labelX).toBeLessThan(800);
  });
});
