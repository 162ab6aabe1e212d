import { describe, expect, it } from 'vitest';
import { WorldStatsCache } from '../../src/stats/world-stats-cache';

function counter() {
  let reads = 0;
  return { read: async () => ({ circuits: ++reads }), reads: () => reads };
}

describe('WorldStatsCache', () => {
  it('serialises the first read and serves the same body until it is older than its maximum age', async () => {
    const cache = new WorldStatsCache(1000);
    const source = counter();
    expect(await cache.get(source.read, 10_000)).toBe('{"circuits":1}');
    expect(await cache.get(source.read, 10_999)).toBe('{"circuits":1}');
    expect(await cache.get(source.read, 11_000)).toBe('{"circuits":2}');
    expect(source.reads()).toBe(2);
  });

  it('reads again at once after invalidate (a circuit finished in this process)', async () => {
    const cache = new WorldStatsCache(1000);
    const source = counter();
    await cache.get(source.read, 0);
    cache.invalidate();
    expect(await cache.get(source.read, 1)).toBe('{"circuits":2}');
  });

  it('shares one read between concurrent misses', async () => {
    const cache = new WorldStatsCache(1000);
    const source = counter();
    const bodies = await Promise.all([cache.get(source.read, 0), cache.get(source.read, 0), cache.get(source.read, 0)]);
    expect(bodies).toEqual(['{"circuits":1}', '{"circuits":1}', '{"circuits":1}']);
    expect(source.reads()).toBe(1);
  });

  it('does not keep a read that was under way when a circuit finished', async () => {
    const cache = new WorldStatsCache(1000);
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<unknown>((resolve) => {
        release = () => resolve({ circuits: 'stale' });
      });
    const first = cache.get(slow, 0);
    cache.invalidate();
    release();
    expect(await first).toBe('{"circuits":"stale"}');
    expect(await cache.get(async () => ({ circuits: 'fresh' }), 1)).toBe('{"circuits":"fresh"}');
  });

  it('does not trust a body read in the future of the clock (the clock went back)', async () => {
    const cache = new WorldStatsCache(1000);
    const source = counter();
    await cache.get(source.read, 5000);
    expect(await cache.get(source.read, 4000)).toBe('{"circuits":2}');
  });
});
