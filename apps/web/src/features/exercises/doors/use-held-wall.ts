import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../circuit/board-kit';

const HOLD_MS = 1100;

/**
 * When a wall is done the view moves straight to the next one; hold the finished wall on screen a
 * moment so its door can be seen swinging open (no hold under reduced motion).
 * The hold is decided during render, not in an effect: an effect would first paint the next wall
 * for one frame, live and clickable, and then snap back to the finished one.
 */
export function useHeldWall(currentWall: number): number | null {
  const [tracked, setTracked] = useState<{ wall: number; held: number | null }>({ wall: currentWall, held: null });
  let held = tracked.held;
  if (tracked.wall !== currentWall) {
    held = currentWall > tracked.wall && !prefersReducedMotion() ? tracked.wall : null;
    setTracked({ wall: currentWall, held });
  }
  useEffect(() => {
    if (tracked.held === null) return;
    const timer = setTimeout(() => setTracked((t) => ({ ...t, held: null })), HOLD_MS);
    return () => clearTimeout(timer);
  }, [tracked]);
  return held;
}
