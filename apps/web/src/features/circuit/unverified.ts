import type { CircuitSnapshot } from '../../lib/api/types';

/** Whether a snapshot is an offline circuit's (offline-play.ts marks them), without loading the rules. */
export function isUnverified(snapshot: CircuitSnapshot | null): boolean {
  return Boolean(snapshot && 'unverified' in snapshot);
}
