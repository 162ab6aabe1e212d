import { useSyncExternalStore } from 'react';

/**
 * Below this width the 10x10 board's cells fall under 44 CSS px (at 360 px they were 29), so Karma
 * switches to its zoomed row picker (issue 34 item 6).
 */
export const NARROW_QUERY = '(max-width: 599px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** Whether the screen is phone-narrow now; follows rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
