// Verified targets: HMAC-SHA256 in counter mode keyed by the circuit's 32-byte seed (docs/engine-api.md).
// Synchronous and identical in Node and browsers (@noble/hashes), so anyone can re-derive every target.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { StepId } from '../types';
import { assertSeed } from './hex';
import { assertRange, type CountingSource, type TargetStreams } from './source';

const encoder = new TextEncoder();
const WORD = 2 ** 32;

/** The MAC of draw `counter` of `label` (retry > 0 only if all eight words of the first MAC were rejected). */
function block(seed: Uint8Array, label: string, counter: number, retry: number): Uint8Array {
  const suffix = retry === 0 ? '' : `/${retry}`;
  return hmac(sha256, seed, encoder.encode(`psi-circuit/v1/${label}/${counter}${suffix}`));
}

/**
 * Draw number `counter` of a step: a uniform integer in 0..n-1. Each 4-byte big-endian word is kept
 * only below the largest multiple of n that fits in 32 bits (rejection sampling: no modulo bias).
 */
export function hmacDraw(seed: Uint8Array, label: string, counter: number, n: number): number {
  assertRange(n);
  const limit = WORD - (WORD % n);
  for (let retry = 0; ; retry++) {
    const mac = block(seed, label, counter, retry);
    const view = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
    for (let offset = 0; offset < mac.length; offset += 4) {
      const word = view.getUint32(offset, false);
      if (word < limit) return word % n;
    }
  }
}

class HmacStream implements CountingSource {
  constructor(
    private readonly seed: Uint8Array,
    private readonly step: StepId,
    public counter: number,
  ) {}
  int(n: number): number {
    return hmacDraw(this.seed, this.step, this.counter++, n);
  }
}

export function hmacStreams(seed: Uint8Array): TargetStreams {
  assertSeed(seed);
  return (step: StepId, start: number): CountingSource => new HmacStream(seed, step, start);
}
