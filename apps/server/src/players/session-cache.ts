import { LRUCache } from 'lru-cache';

/**
 * Sessions this process confirmed recently, so most authenticated calls skip the database. The idle
 * timer in the database is refreshed at most every `refreshMs` per session; a cached hit is trusted
 * only while that is shorter than the idle time, so a session can never outlive its expiry, and
 * may at worst expire `refreshMs` early. Bounded: the entries are kept in the order their
 * last_seen_at was written, and the oldest written go first. A session in use is written again every
 * `refreshMs`, so that is least recently used at `refreshMs`' grain, without moving the entry on every
 * hit (a Map delete and insert, 0.6–0.9 µs of each authenticated request; docs/performance.md).
 */
export class SessionCache {
  private readonly entries: LRUCache<string, { playerId: string; writtenAt: number }>;
  /** Bumped by every eviction: a lookup that began before one must not cache what it read. */
  private evictions = 0;
  /** False while revocations from other processes could be missed (revocation-listener.ts). */
  private trusted = true;
  /**
   * Resolves once this process's revocation listener has heard every announcement committed so far
   * (set by revocation-listener.ts; on PGlite no one else listens and there is nothing to wait for).
   */
  private heardSoFar: () => Promise<void> = () => Promise.resolve();

  constructor(capacity = 50_000) {
    this.entries = new LRUCache({ max: capacity });
  }

  /** The player of a session whose last_seen_at was written less than `refreshMs` before `now`. */
  fresh(tokenHash: string, now: number, refreshMs: number): string | null {
    if (!this.trusted) return null;
    const entry = this.entries.peek(tokenHash);
    if (!entry) return null;
    const age = now - entry.writtenAt;
    if (age < 0 || age >= refreshMs) return null;
    return entry.playerId;
  }

  /** Read before looking a session up in the database; hand it back to remember(). */
  get revision(): number {
    return this.evictions;
  }

  /**
   * Caches a session just confirmed by the database, unless a session was evicted since the lookup
   * began (`revision`): that one may be this one, revoked after the database answered.
   */
  remember(tokenHash: string, playerId: string, writtenAt: number, revision: number): void {
    if (this.trusted && revision === this.evictions) this.entries.set(tokenHash, { playerId, writtenAt });
  }

  forget(tokenHash: string): void {
    this.evictions++;
    this.entries.delete(tokenHash);
  }

  /**
   * Forgets sessions just deleted (and announced) by this process, then waits until its own listener
   * has heard the announcement. PostgreSQL signals every listening process at the same commit, so once
   * ours has heard it, the others have been told too: the caller answers only then, and the client's
   * next request, to whichever process, finds the session gone (two-processes.test.ts). Without the
   * wait that next request raced the notice and could still be served from the other cache.
   */
  async forgetEverywhere(tokenHashes: Iterable<string>): Promise<void> {
    let any = false;
    for (const tokenHash of tokenHashes) {
      this.forget(tokenHash);
      any = true;
    }
    if (any) await this.heardSoFar();
  }

  /** The revocation listener's way to say when it has caught up with the announcements. */
  listenedBy(heardSoFar: () => Promise<void>): void {
    this.heardSoFar = heardSoFar;
  }

  /** Revocations may be missed from now on: empty, and check every session in the database. */
  distrust(): void {
    this.evictions++;
    this.trusted = false;
    this.entries.clear();
  }

  /** Revocations are heard again: cache anew from an empty cache (some may have been missed). */
  trust(): void {
    this.evictions++;
    this.entries.clear();
    this.trusted = true;
  }
}

/** How stale the database's last_seen_at may get: 30 s, or a quarter of a (test-sized) idle time. */
export function refreshIntervalMs(idleMinutes: number): number {
  return Math.min(30_000, (idleMinutes * 60_000) / 4);
}
