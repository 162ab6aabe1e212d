// The hall of fame's answers, kept briefly: each one groups every opted-in player's circuits and runs the
// chance band's simulation (tens of milliseconds, more with many distinct circuit counts). Per process: with
// several API processes a list can lag by up to TTL_MS, and a write in this process is visible at once.
const TTL_MS = 30_000;

export function responseCache<K, V>() {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K, now: Date, compute: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && now.getTime() - hit.at < TTL_MS && now.getTime() >= hit.at) return hit.value;
      const value = compute();
      entries.set(key, { at: now.getTime(), value });
      // A failed computation is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
