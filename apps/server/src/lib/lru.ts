/**
 * A bounded map that drops its least recently used entries when full: a Map keeps insertion order,
 * so a read re-inserts the entry at the end and the first key is always the oldest.
 *
 * Over capacity it drops the oldest 1/64 of the entries in one pass, not one per insert. V8 leaves a
 * deleted entry's slot in place until the table is rebuilt, and an iterator starts at the first slot,
 * so finding the oldest key after many evictions walks every dead slot before it: one eviction per
 * insert cost 8 µs at 10,000 entries and 26 µs at 50,000 (the circuit and session caches, full on a
 * busy server; 3 % of the API's CPU under new-player load). One pass per 1/64 costs 0.4–0.7 µs an
 * insert, and a small cache (capacity under 128) still drops exactly one entry.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  /** How far below capacity an eviction pass goes (0 for small caches). */
  private readonly slack: number;

  constructor(private readonly capacity: number) {
    this.slack = Math.max(0, Math.floor(capacity / 64) - 1);
  }

  /** The entry, now the most recently used; undefined if absent. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The entry without marking it used. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      let excess = this.entries.size - this.capacity + this.slack;
      for (const oldest of this.entries.keys()) {
        this.entries.delete(oldest);
        if (--excess <= 0) break;
      }
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
