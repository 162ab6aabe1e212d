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

  it('drops the oldest 1/64 of a large cache at once, keeping the most recent and the recently read', () => {
    const lru = new Lru<number, number>(640);
    for (let i = 0; i < 640; i++) lru.set(i, i);
    lru.get(0);
    lru.set(640, 640);
    // Ten dropped in one pass (see lru.ts for why): 1…10, not 0, which was just read.
    expect(lru.size).toBe(631);
    expect([1, 5, 10].map((k) => lru.peek(k))).toEqual([undefined, undefined, undefined]);
    expect([0, 11, 639, 640].map((k) => lru.peek(k))).toEqual([0, 11, 639, 640]);
    // Then it fills again before the next pass.
    for (let i = 641; i < 650; i++) lru.set(i, i);
    expect(lru.size).toBe(640);
    expect(lru.peek(11)).toBe(11);
  });
});
