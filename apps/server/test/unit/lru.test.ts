import { describe, expect, it } from 'vitest';
import { Lru } from '../../src/lib/lru';

describe('Lru', () => {
  it('drops the least recently used entry when over capacity, a read counting as a use', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.peek('a'), lru.peek('b'), lru.peek('c')]).toEqual([1, undefined, 3]);
  });

  it('does not count a peek as a use', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.peek('a');
    lru.set('c', 3);
    expect(lru.peek('a')).toBeUndefined();
    expect(lru.size).toBe(2);
  });
});
