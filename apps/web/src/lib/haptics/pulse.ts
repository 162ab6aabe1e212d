// The haptics service loads on first use, outside an exercise's first visit (its 15 kB budget,
// docs/performance.md); a chunk that cannot load (offline before it was cached) only means no tap.
import type { HapticMoment } from './haptics-service';

const service = () => import('./haptics').then((m) => m.haptics);

export function pulse(moment: HapticMoment): void {
  service()
    .then((haptics) => haptics.pulse(moment))
    .catch(() => undefined);
}

/** Fetches the chunk ahead (a circuit is under way), so the first hit taps at once and works offline. */
export function warmHaptics(): void {
  service().catch(() => undefined);
}
