import type { CircuitState } from '@psi/engine';
import { LRUCache } from 'lru-cache';
import type { CircuitStatus } from './tables';

export interface CachedCircuit {
  playerId: string;
  /** The seed's bytes, parsed once: the engine keys its HMAC once per seed array (hmac-source.ts). */
  seed: Uint8Array;
  seq: number;
  status: CircuitStatus;
  state: CircuitState;
  /** A control circuit (controls/): its finish leaf says so and it stays out of the world's sums. */
  control: boolean;
}

/**
 * The circuits this process played last, so a move costs one database statement instead of a read,
 * a replay and a statement. Never trusted blindly: the save lands only if the circuit is still
 * active and no move was saved at the cached seq (move-batch.ts), and a failed save drops the entry
 * and decides again from the database. So several API processes (each with its own cache) stay
 * correct. Bounded, least recently used first out.
 */
export class CircuitCache extends LRUCache<string, CachedCircuit> {
  constructor(capacity = 10_000) {
    super({ max: capacity });
  }
}
