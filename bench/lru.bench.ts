// `npm run bench -- lru`: the cost of an insert into a full LRU cache (lru-cache's LRUCache, the
// circuit and session caches), against a Map evicting its oldest entry on every insert, which cost
// 8 µs an insert at 10,000 entries (V8 walks the dead slots of deleted entries to find the first).
// Each figure is the median of BENCH_RUNS (default 5) runs of 200,000 inserts, the two variants
// interleaved within each run.
import { LRUCache } from 'lru-cache';

/** The previous eviction: the single oldest entry on every insert over capacity. */
class OneAtATime<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly capacity: number) {}
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

const runs = Number(process.env.BENCH_RUNS ?? 5);
const inserts = 200_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** Microseconds per insert into a cache of `capacity` that is already full. */
function perInsert(cache: { set(key: string, value: number): void }, capacity: number, run: number): number {
  for (let i = 0; i < capacity; i++) cache.set(`fill-${i}`, i);
  const start = performance.now();
  for (let i = 0; i < inserts; i++) cache.set(`new-${run}-${i}`, i);
  return ((performance.now() - start) * 1000) / inserts;
}

for (const capacity of [10_000, 50_000]) {
  const now: number[] = [];
  const before: number[] = [];
  for (let run = 0; run < runs; run++) {
    now.push(perInsert(new LRUCache<string, number>({ max: capacity }), capacity, run));
    before.push(perInsert(new OneAtATime<string, number>(capacity), capacity, run));
  }
  process.stdout.write(
    `capacity ${capacity}: ${median(now).toFixed(2)} µs an insert (a Map, one entry per insert: ` +
      `${median(before).toFixed(2)} µs, ${(median(before) / median(now)).toFixed(1)}× slower)\n`,
  );
}
