// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { distributionModel } from './distribution-model';

// A small symmetric "chance" distribution over 10..14 with thin tails at 9 and 15.
const chance = { 9: 0.0005, 10: 0.1, 11: 0.2, 12: 0.399, 13: 0.2, 14: 0.1, 15: 0.0005 };

describe('distributionModel', () => {
  it('scales the chance curve to the number of circuits observed', () => {
    const model = distributionModel({ 11: 3, 12: 5, 13: 2 }, chance);
    expect(model.total).toBe(10);
    expect(model.mode).toBe('count');
    const row12 = model.rows.find((r) => r.score === 12)!;
    expect(row12.count).toBe(5);
    expect(row12.expected).toBeCloseTo(3.99);
  });

  it('trims chance tails thinner than 0.1% but keeps every observed score and marker', () => {
    const model = distributionModel({ 20: 1 }, chance, [8.5]);
    expect(model.xMin).toBe(8);
    expect(model.xMax).toBe(20);
    expect(distributionModel({}, chance).xMin).toBe(10);
    expect(distributionModel({}, chance).xMax).toBe(14);
  });

  it('shows the chance curve alone, in percent, when no circuit has been played', () => {
    const model = distributionModel({}, chance);
    expect(model.mode).toBe('share');
    expect(model.total).toBe(0);
    expect(model.yMax).toBe(50);
  });

  it('puts the y axis top above the tallest bar or curve point', () => {
    const model = distributionModel({ 12: 7 }, chance);
    expect(model.yMax).toBeGreaterThanOrEqual(7);
  });

  it('ignores keys that are not numbers and counts that are not positive', () => {
    const model = distributionModel({ x: 4, 12: 0, 13: -2, 11: 1 }, chance);
    expect(model.total).toBe(1);
  });
});
