/**
 * GET /api/stats/world's answer, serialised once and sent as is: it changes only when a circuit
 * ends, and reading plus serialising it on every request cost most of that route's time. This
 * process drops it when it records a finished circuit; a circuit finished by another API process
 * shows here at most `maxAgeMs` later. Concurrent misses share one read.
 */
export class WorldStatsCache {
  private body: string | null = null;
  private readAt = 0;
  private pending: Promise<string> | null = null;
  private generation = 0;

  constructor(private readonly maxAgeMs = 1000) {}

  async get(read: () => Promise<unknown>, now = Date.now()): Promise<string> {
    if (this.body !== null && now - this.readAt < this.maxAgeMs && now >= this.readAt) return this.body;
    if (this.pending) return this.pending;
    const generation = this.generation;
    this.pending = read()
      .then((value) => {
        const body = JSON.stringify(value);
        // A circuit that finished while we read may be missing from this answer: serve it, keep none.
        if (generation === this.generation) {
          this.body = body;
          this.readAt = now;
        }
        return body;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** Called after a circuit's result is committed: the next request reads again. */
  invalidate(): void {
    this.generation++;
    this.body = null;
    this.pending = null;
  }
}
