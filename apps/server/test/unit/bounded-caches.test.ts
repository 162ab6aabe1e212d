import type { CircuitState } from '@psi/engine';
import { describe, expect, it } from 'vitest';
import { CircuitCache, type CachedCircuit } from '../../src/circuits/circuit-cache';
import { SessionCache } from '../../src/players/session-cache';

// The two caches of a process are bounded by lru-cache: these pin down what they rely on from it.
const circuit = (seq: number): CachedCircuit => ({
  playerId: 'p',
  seed: new Uint8Array(32),
  seq,
  status: 'active',
  state: {} as CircuitState,
  control: false,
});

describe('CircuitCache', () => {
  it('drops the least recently used circuit when over capacity, a read counting as a use', () => {
    const cache = new CircuitCache(2);
    cache.set('a', circuit(1));
    cache.set('b', circuit(2));
    expect(cache.get('a')?.seq).toBe(1);
    cache.set('c', circuit(3));
    expect([cache.peek('a')?.seq, cache.peek('b'), cache.peek('c')?.seq]).toEqual([1, undefined, 3]);
  });

  it('does not count a peek as a use', () => {
    const cache = new CircuitCache(2);
    cache.set('a', circuit(1));
    cache.set('b', circuit(2));
    cache.peek('a');
    cache.set('c', circuit(3));
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('stays at its capacity when full, keeping the most recent and the recently read', () => {
    const cache = new CircuitCache(640);
    for (let i = 0; i < 640; i++) cache.set(String(i), circuit(i));
    cache.get('0');
    for (let i = 640; i < 650; i++) cache.set(String(i), circuit(i));
    expect(cache.size).toBe(640);
    expect(['1', '5', '10'].map((k) => cache.peek(k))).toEqual([undefined, undefined, undefined]);
    expect(['0', '11', '639', '649'].map((k) => cache.peek(k)?.seq)).toEqual([0, 11, 639, 649]);
  });
});

describe('SessionCache', () => {
  it('forgets the session written longest ago when full, however often it was read', () => {
    const sessions = new SessionCache(2);
    sessions.remember('t1', 'p1', 1_000, sessions.revision);
    sessions.remember('t2', 'p2', 1_000, sessions.revision);
    expect(sessions.fresh('t1', 1_500, 30_000)).toBe('p1');
    sessions.remember('t3', 'p3', 2_000, sessions.revision);
    expect(sessions.fresh('t1', 2_500, 30_000)).toBeNull();
    expect(sessions.fresh('t2', 2_500, 30_000)).toBe('p2');
    expect(sessions.fresh('t3', 2_500, 30_000)).toBe('p3');
  });

  it('does not cache a lookup that an eviction overtook: the session read may be the one revoked', () => {
    const sessions = new SessionCache();
    const lookupBegan = sessions.revision;
    sessions.forget('t1'); // another process revoked it while the database was answering
    sessions.remember('t1', 'p1', 1_000, lookupBegan);
    expect(sessions.fresh('t1', 1_500, 30_000)).toBeNull();
    sessions.remember('t1', 'p1', 1_000, sessions.revision);
    expect(sessions.fresh('t1', 1_500, 30_000)).toBe('p1');
  });

  it('answers nothing from memory while distrusted, and starts empty when trusted again', () => {
    const sessions = new SessionCache();
    sessions.remember('t1', 'p1', 1_000, sessions.revision);
    sessions.distrust();
    expect(sessions.fresh('t1', 1_500, 30_000)).toBeNull();
    sessions.remember('t2', 'p2', 1_000, sessions.revision);
    expect(sessions.fresh('t2', 1_500, 30_000)).toBeNull();
    sessions.trust();
    expect(sessions.fresh('t1', 1_500, 30_000)).toBeNull();
    sessions.remember('t3', 'p3', 1_000, sessions.revision);
    expect(sessions.fresh('t3', 1_500, 30_000)).toBe('p3');
  });
});
