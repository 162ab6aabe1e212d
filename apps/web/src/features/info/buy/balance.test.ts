// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterBuying, balanceRows, passesAdd } from './balance';

describe("the buy page's balance (issue 34 item 9)", () => {
  it('says an unlimited server asks for no pass, and offers none', () => {
    expect(balanceRows(null, null)).toEqual([{ label: 'Circuits', value: 'Unlimited' }]);
    expect(passesAdd(null)).toBe(false);
  });

  it('counts the free circuits of a new player before any session exists', () => {
    expect(balanceRows(null, 3)).toEqual([
      { label: 'Free circuits left', value: '3 of 3' },
      { label: 'Circuits from passes', value: '0' },
      { label: 'Circuits left to start', value: '3' },
    ]);
    expect(passesAdd(3)).toBe(true);
  });

  it('shows a bought pass in the balance once the free circuit is used', () => {
    const rights = { freeCircuits: 1, started: 2, purchased: 10, circuitsLeft: 9 };
    expect(balanceRows(rights, 1)).toEqual([
      { label: 'Free circuits left', value: '0 of 1' },
      { label: 'Circuits from passes', value: '10' },
      { label: 'Circuits left to start', value: '9' },
    ]);
    expect(afterBuying(rights, 1, 10)).toBe('Adds 10 circuits: you would have 19 left to start.');
  });

  it('adds one pass to nothing left', () => {
    const rights = { freeCircuits: 1, started: 1, purchased: 0, circuitsLeft: 0 };
    expect(afterBuying(rights, 1, 1)).toBe('Adds 1 circuit: you would have 1 left to start.');
  });
});
