import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from '../../src/lib/random-pool';

describe('pooledRandomBytes', () => {
  it('draws the length asked, each draw different, across several refills of the pool', () => {
    // 1,000 draws of 32 bytes span eight 4 KiB refills.
    const draws = Array.from({ length: 1000 }, () => pooledRandomBytes(32));
    expect(draws.every((d) => d.length === 32)).toBe(true);
    expect(new Set(draws.map((d) => d.toString('hex'))).size).toBe(1000);
  });

  it('looks uniform: each bit is set in about half of 64 KiB of draws', () => {
    const bytes = Buffer.concat(Array.from({ length: 2048 }, () => pooledRandomBytes(32)));
    let ones = 0;
    for (const byte of bytes) for (let bit = 0; bit < 8; bit++) ones += (byte >> bit) & 1;
    // 524,288 bits: the chance mean ± 6 standard deviations (362) fails about once in 10^9 runs.
    expect(Math.abs(ones - bytes.length * 4)).toBeLessThan(6 * Math.sqrt(bytes.length * 2));
  });

  it("gives each draw a buffer of its own, so the caller's secret is nowhere else", () => {
    const first = pooledRandomBytes(32);
    const copy = Buffer.from(first);
    pooledRandomBytes(32);
    expect(first.equals(copy)).toBe(true);
    expect(first.buffer.byteLength).toBe(32);
  });

  it('refuses a size the pool cannot serve', () => {
    expect(() => pooledRandomBytes(4097)).toThrow(RangeError);
    expect(() => pooledRandomBytes(-1)).toThrow(RangeError);
    expect(() => pooledRandomBytes(1.5)).toThrow(RangeError);
    expect(pooledRandomBytes(0)).toHaveLength(0);
  });
});
