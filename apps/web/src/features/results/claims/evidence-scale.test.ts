// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evidenceScale, tickLabel, type Box } from './evidence-scale';

const BOX: Box = { width: 200, height: 120, left: 20, right: 0, top: 10, bottom: 10 };

describe('the evidence path scale', () => {
  it('always shows 1x and the level, from 0.1x at least, and puts more evidence higher', () => {
    const scale = evidenceScale([], 20, 10, BOX);
    expect(scale.ticks).toEqual([0.1, 1, 10, 100]);
    expect(scale.y(20)).toBeLessThan(scale.y(1));
    expect(scale.y(100)).toBeCloseTo(10, 9); // the top decade is the top edge
    expect(scale.y(0.1)).toBeCloseTo(110, 9);
  });

  it('is logarithmic: each factor of ten is the same height', () => {
    const scale = evidenceScale([0.5, 3], 100, 10, BOX);
    expect(scale.y(1) - scale.y(10)).toBeCloseTo(scale.y(10) - scale.y(100), 9);
  });

  it('widens to the values that leave the default range, and keeps a value of 0 on the floor', () => {
    const scale = evidenceScale([0.002, 2500], 20, 10, BOX);
    expect(scale.ticks[0]).toBe(0.001);
    expect(scale.ticks.at(-1)).toBe(10000);
    expect(scale.y(0)).toBe(scale.y(0.001));
  });

  it('spreads the sealed number of circuits across, the start at the left edge', () => {
    const scale = evidenceScale([1.2], 20, 5, BOX);
    expect(scale.x(0)).toBe(20);
    expect(scale.x(5)).toBe(200);
  });

  it('labels ticks as multiples', () => {
    expect([0.01, 0.1, 1, 10, 100].map(tickLabel)).toEqual(['0.01x', '0.1x', '1x', '10x', '100x']);
  });
});
