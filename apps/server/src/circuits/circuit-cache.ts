import type { CircuitState } from '@psi/engine';
import type { CircuitStatus } from './tables';

export interface CachedCircuit {
  playerId: string;
  seed: string;
  seq: number;
  status: CircuitStatus;
  state: CircuitState;
}

/**
 * The circuits this process played last, so a move costs one database statement instead of two.
 * Never trusted blindly: the save is conditional on the row still being at the cached seq, and a
 * failed save drops the entry and decides again from the database. So several API processes
 * (each with its own cache) stay correct. Bounded, least recently used first out.
 */
export class CircuitCache {
  private readonly entries = new Map<string, CachedCircuit>();

  constructor(private readonly capacity = 10_000) {}

  get(id: string): CachedCircuit | undefined {
    const entry = this.entries.get(id);
    if (entry) {
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    return entry;
  }

  set(id: string, entry: CachedCircuit): void {
    this.entries.delete(id);
    this.entries.set(id, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(id: string): void {
    this.entries.delete(id);
  }
}
