import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../circuit/board-kit';

const HOLD_MS = 1100;

/**
 * When a wall is done the view moves straight to the next one; hold the finished wall on screen a
 * moment so its door can be seen swinging open (no hold under reduced motion).
 */
export function useHeldWall(currentWall: number): number | null {
  const [held, setHeld] = useState<number | null>(null);
  const previous = useRef(currentWall);
  useEffect(() => {
    const from = previous.current;
    previous.current = currentWall;
    if (currentWall <= from || prefersReducedMotion()) return;
    setHeld(from);
    const timer = setTimeout(() => setHeld(null), HOLD_MS);
    return () => clearTimeout(timer);
  }, [currentWall]);
  return held;
}
