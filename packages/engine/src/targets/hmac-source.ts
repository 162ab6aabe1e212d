// Verified targets: HMAC-SHA256 in counter mode keyed by the circuit's 32-byte seed (docs/engine-api.md).
// Synchronous and identical in Node and browsers (@noble/hashes), so anyone can re-derive every target.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { StepId } from '../types';
import { assertSeed } from './hex';
import { assertRange, type CountingSource, type TargetStreams } from './source';

const encoder = new TextEncoder();
const WORD = 2 ** 32;

/** An HMAC-SHA256 that has absorbed its key: each MAC is a clone of it, fed the message. */
type KeyedHmac = ReturnType<typeof hmac.create>;

function keyedBy(seed: Uint8Array): KeyedHmac {
  return hmac.create(sha256, seed);
}

/**
 * The MAC of draw `counter` of `label` (retry > 0 only if all eight words of the first MAC were rejected).
 * Cloning the keyed state skips hashing the key's two padded blocks again, half of a short MAC's work
 * (with the seed array kept across moves, about 3 µs of a move's 17 µs in the engine, docs/performance.md).
 * The bytes are those of `hmac(sha256, seed, …)`.
 */
function block(keyed: KeyedHmac, label: string, counter: number, retry: number): Uint8Array {
  const suffix = retry === 0 ? '' : `/${retry}`;
  return keyed
    .clone()
    .update(encoder.encode(`psi-circuit/v1/${label}/${counter}${suffix}`))
    .digest();
}

/**
 * Draw number `counter` of a step: a uniform integer in 0..n-1. Each 4-byte big-endian word is kept
 * only below the largest multiple of n that fits in 32 bits (rejection sampling: no modulo bias).
 */
export function hmacDraw(seed: Uint8Array, label: string, counter: number, n: number): number {
  return drawWith(keyedBy(seed), label, counter, n);
}

function drawWith(keyed: KeyedHmac, label: string, counter: number, n: number): number {
  assertRange(n);
  const limit = WORD - (WORD % n);
  for (let retry = 0; ; retry++) {
    const mac = block(keyed, label, counter, retry);
    const view = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
    for (let offset = 0; offset < mac.length; offset += 4) {
      const word = view.getUint32(offset, false);
      if (word < limit) return word % n;
    }
  }
}

/**
 * The keyed HMAC of one seed, looked up at the first draw (many moves draw none). An object, not a
 * closure made per call: the server runs through tsx, whose keepNames gives every named closure a
 * defineProperty call when it is created (about 6 µs of a move in a CPU profile, docs/performance.md).
 */
class SeedKey {
  private known: KeyedHmac | undefined;
  constructor(private readonly seed: Uint8Array) {}
  keyed(): KeyedHmac {
    return (this.known ??= keyedFor(this.seed));
  }
}

class HmacStream implements CountingSource {
  constructor(
    private readonly key: SeedKey,
    private readonly step: StepId,
    public counter: number,
  ) {}
  int(n: number): number {
    return drawWith(this.key.keyed(), this.step, this.counter++, n);
  }
}

/**
 * The keyed HMAC of each seed array in use, so a server that keeps one seed array per circuit in play
 * keys it once, not on every move. The entry keeps a copy of the bytes it was keyed with and is
 * rebuilt if the array no longer holds them (the engine never writes to a seed; a caller might).
 */
const keyedSeeds = new WeakMap<Uint8Array, { bytes: Uint8Array; keyed: KeyedHmac }>();

function keyedFor(seed: Uint8Array): KeyedHmac {
  const known = keyedSeeds.get(seed);
  if (known && sameBytes(known.bytes, seed)) return known.keyed;
  const keyed = keyedBy(seed);
  keyedSeeds.set(seed, { bytes: seed.slice(), keyed });
  return keyed;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Every step's stream of one seed shares its keyed HMAC. */
export function hmacStreams(seed: Uint8Array): TargetStreams {
  assertSeed(seed);
  const key = new SeedKey(seed);
  return (step: StepId, start: number): CountingSource => new HmacStream(key, step, start);
}
