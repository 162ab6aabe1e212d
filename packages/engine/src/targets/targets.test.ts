import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { commitment } from './commitment';
import { seedFromHex, seedToHex } from './hex';
import { hmacDraw, hmacStreams } from './hmac-source';
import { sfc32 } from './fast-source';

const zeros = new Uint8Array(32);

describe('targets', () => {
  it('commits to a seed with the lowercase hex SHA-256 of its bytes', () => {
    expect(commitment(zeros)).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });

  it('round-trips a seed through hex', () => {
    const seed = Uint8Array.from({ length: 32 }, (_, i) => i * 7);
    expect(seedFromHex(seedToHex(seed))).toEqual(seed);
    expect(seedToHex(seed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(['', 'zz'.repeat(32), 'ab'.repeat(31), 'ab'.repeat(33)])('refuses the seed hex %j', (hex) => {
    expect(() => seedFromHex(hex)).toThrow(/64 hexadecimal digits/);
  });

  it('refuses a seed that is not 32 bytes', () => {
    expect(() => hmacStreams(new Uint8Array(16))).toThrow(/32 bytes/);
  });

  it('draws deterministically from (seed, step, counter) and differently per step and counter', () => {
    expect(hmacDraw(zeros, 'family', 0, 1000)).toBe(hmacDraw(zeros, 'family', 0, 1000));
    const draws = new Set([
      hmacDraw(zeros, 'family', 0, 2 ** 32),
      hmacDraw(zeros, 'family', 1, 2 ** 32),
      hmacDraw(zeros, 'karma', 0, 2 ** 32),
    ]);
    expect(draws.size).toBe(3);
  });

  it("draws the first accepted big-endian word of HMAC-SHA256(seed, 'psi-circuit/v1/<step>/<counter>'), streams too", () => {
    // A one-shot HMAC as the reference: the engine's cached keyed state, cloned per draw, must not change a byte.
    const seed = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) & 255);
    const word = (label: string) => {
      const mac = hmac(sha256, seed, new TextEncoder().encode(label));
      return new DataView(mac.buffer, mac.byteOffset).getUint32(0, false);
    };
    const streams = hmacStreams(seed);
    const family = streams('family', 0);
    for (let counter = 0; counter < 5; counter++) {
      // n = 2^31 accepts every word, so the draw is the first word modulo n.
      const expected = word(`psi-circuit/v1/family/${counter}`) % 2 ** 31;
      expect(hmacDraw(seed, 'family', counter, 2 ** 31)).toBe(expected);
      expect(family.int(2 ** 31)).toBe(expected);
    }
    expect(streams('karma', 3).int(2 ** 31)).toBe(word('psi-circuit/v1/karma/3') % 2 ** 31);
  });

  it('keeps the counter so a stream reopened at it continues the same sequence', () => {
    const streams = hmacStreams(zeros);
    const first = streams('doors', 0);
    const values = [first.int(4), first.int(4), first.int(4)];
    expect(first.counter).toBe(3);
    expect(streams('doors', 2).int(4)).toBe(values[2]);
  });

  it('draws every value of a range about equally often (no modulo bias)', () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[hmacDraw(zeros, 'test', i, 3)]! += 1;
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(4 * Math.sqrt(3000 * (1 / 3) * (2 / 3)));
  });

  it('refuses to draw from an empty range', () => {
    expect(() => hmacDraw(zeros, 'test', 0, 0)).toThrow();
    expect(() => sfc32(1).int(0)).toThrow();
  });

  it('gives the same fast sequence for the same seed and another for another seed', () => {
    const a = sfc32(1),
      b = sfc32(1),
      c = sfc32(2);
    const seq = (r: { int(n: number): number }) => Array.from({ length: 8 }, () => r.int(1000));
    expect(seq(a)).toEqual(seq(b));
    expect(seq(sfc32(1))).not.toEqual(seq(c));
  });
});
