import { describe, expect, it } from 'vitest';
import { circuitGate } from '../../src/purchases/entitlement';

describe('circuitGate', () => {
  it('is absent when FREE_CIRCUITS is unlimited, so a start can be one statement without a transaction', () => {
    expect(circuitGate(null)).toBeUndefined();
  });

  it('is a check run in the starting transaction when FREE_CIRCUITS is a number, 0 included', () => {
    expect(typeof circuitGate(3)).toBe('function');
    expect(typeof circuitGate(0)).toBe('function');
  });
});
