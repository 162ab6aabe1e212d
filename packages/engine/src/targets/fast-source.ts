// A fast seeded generator (sfc32) for simulations and random guessers: reproducible, not secret.
// Verified circuits never use it; they use hmac-source.
import type { StepId } from '../types';
import { assertRange, type CountingSource, type TargetStreams } from './source';

export interface Random {
  /** Uniform integer 0..n-1. */
  int(n: number): number;
  /** Uniform float in [0, 1). */
  next(): number;
}

/** sfc32 seeded from a 32-bit integer (warmed up so nearby seeds diverge). */
export function sfc32(seed: number): Random {
  let a = 0x9e3779b9,
    b = 0x243f6a88,
    c = 0xb7e15162,
    d = seed >>> 0;
  const u32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) u32();
  const int = (n: number): number => {
    assertRange(n);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const word = u32();
      if (word < limit) return word % n;
    }
  };
  return { int, next: () => u32() / 2 ** 32 };
}

/** Target streams drawn from one sequential generator: same rules, fast targets (simulations only). */
class FastStream implements CountingSource {
  constructor(
    private readonly random: Random,
    public counter: number,
  ) {}
  int(n: number): number {
    this.counter++;
    return this.random.int(n);
  }
}

export function fastStreams(random: Random): TargetStreams {
  return (_step: StepId, start: number): CountingSource => new FastStream(random, start);
}
