// Cross-checks the engine's pure-JS HMAC targets against Node's own crypto, as any verifier would.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitment, hmacDraw } from '../src/index';

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
  it('commits with the same SHA-256 as node:crypto', () => {
    expect(commitment(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });
});
