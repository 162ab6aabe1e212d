import { describe, expect, it } from 'vitest';
import { circuitsToPrepare, FIRST_RATE, MOVES_PER_CIRCUIT } from './prepare-count';

describe('circuitsToPrepare', () => {
  it('prepares for FIRST_RATE before the row was ever measured, plus one circuit per connection', () => {
    expect(circuitsToPrepare(10, 50, 0)).toBe(Math.ceil((FIRST_RATE * 10) / MOVES_PER_CIRCUIT) + 50);
  });

  it('prepares for twice the fastest rate seen once that is above FIRST_RATE', () => {
    // 9,000 moves/s seen (a 50-connection window on a quiet machine): 18,000 moves/s for 10 s.
    expect(circuitsToPrepare(10, 50, 9_000)).toBe(3_000 + 50);
    expect(circuitsToPrepare(10, 50, 9_000) * MOVES_PER_CIRCUIT).toBeGreaterThan(2 * 9_000 * 10);
  });

  it('never prepares fewer for a slower row than for FIRST_RATE', () => {
    expect(circuitsToPrepare(5, 10, 100)).toBe(circuitsToPrepare(5, 10, 0));
  });
});
