// Cross-checks the engine's pure-JS HMAC targets against Node's own crypto, as any verifier would.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitment, hmacDraw, hmacStreams } from '../src/index';

function nodeDraw(seed: Uint8Array, label: string, counter: number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (let retry = 0; ; retry++) {
    const mac = createHmac('sha256', seed)
      .update(`psi-circuit/v1/${label}/${counter}${retry ? `/${retry}` : ''}`)
      .digest();
    for (let offset = 0; offset < 32; offset += 4) {
      const word = mac.readUInt32BE(offset);
      if (word < limit) return word % n;
    }
  }
}

describe('targets against node:crypto', () => {
  const seed = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) & 255);
  it('derives the same draws as an independent implementation on node:crypto', () => {
    for (const [label, n] of [
      ['ready-set-go', 3],
      ['karma', 100],
      ['in-the-garden', 32],
      ['gateway', 7],
    ] as const) {
      for (let counter = 0; counter < 20; counter++)
        expect(hmacDraw(seed, label, counter, n)).toBe(nodeDraw(seed, label, counter, n));
    }
  });
  it('gives the same draws through streams that share one keyed HMAC, interleaved across steps', () => {
    const streams = hmacStreams(seed);
    const doors = streams('doors', 0);
    const karma = streams('karma', 5);
    for (let i = 0; i < 10; i++) {
      expect(doors.int(4)).toBe(nodeDraw(seed, 'doors', i, 4));
      expect(karma.int(100)).toBe(nodeDraw(seed, 'karma', 5 + i, 100));
    }
  });
  it('draws from the new bytes when a seed array is rewritten after use', () => {
    const reused = seed.slice();
    expect(hmacStreams(reused)('doors', 0).int(1000)).toBe(nodeDraw(seed, 'doors', 0, 1000));
    reused[0] = (reused[0] ?? 0) ^ 1;
    expect(hmacStreams(reused)('doors', 0).int(1000)).toBe(nodeDraw(reused, 'doors', 0, 1000));
  });
  it('commits with the same SHA-256 as node:crypto', () => {
    expect(commitment(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });
});
