import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical';

describe('canonicalJson', () => {
  it('treats two moves with keys in a different order as the same move', () => {
    expect(canonicalJson({ shape: 'square', colour: 'red', number: 1 })).toBe(
      canonicalJson({ number: 1, colour: 'red', shape: 'square' }),
    );
  });

  it('keeps array order, because Duality choices are ordered', () => {
    expect(canonicalJson({ choices: ['Sweet', 'Love'] })).not.toBe(canonicalJson({ choices: ['Love', 'Sweet'] }));
  });

  it('sorts nested objects too', () => {
    expect(canonicalJson([{ b: { d: 1, c: 2 }, a: null }])).toBe('[{"a":null,"b":{"c":2,"d":1}}]');
  });
});
