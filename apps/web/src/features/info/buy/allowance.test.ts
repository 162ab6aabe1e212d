// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exerciseFromSearch } from '../view-image/page';
import { allowanceText } from './page';

describe("the buy page's allowance line", () => {
  it.each([
    [
      'unlimited',
      null,
      null,
      'Psi Circuit is free to play on this server: every circuit is open to you, so there is nothing to buy.',
    ],
    ['a gate, no session yet', null, 1, 'You can play 1 circuit for free; a pass unlocks more after that.'],
    [
      'the free circuit used up',
      { freeCircuits: 1, started: 1, purchased: 0, circuitsLeft: 0 },
      1,
      'You have played your 1 free circuit. A pass unlocks more circuits.',
    ],
    [
      'circuits left from a pass',
      { freeCircuits: 1, started: 2, purchased: 10, circuitsLeft: 9 },
      1,
      'You have 9 circuits left to start (1 free, 10 from passes).',
    ],
    [
      'three free, one played',
      { freeCircuits: 3, started: 1, purchased: 0, circuitsLeft: 2 },
      3,
      'You have 2 circuits left to start (3 free).',
    ],
  ] as const)('%s', (_case, rights, free, text) => {
    expect(allowanceText(rights, free)).toBe(text);
  });
});

describe("view-image's exercise", () => {
  it.each([
    ['?exercise=6', 6],
    ['?exercise=16', 16],
    ['', 1],
    ['?exercise=17', 1],
    ['?exercise=abc', 1],
    ['?exercise=2.5', 1],
  ])('reads %s as %i', (search, id) => {
    expect(exerciseFromSearch(search)).toBe(id);
  });
});
