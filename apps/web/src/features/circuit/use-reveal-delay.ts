// Issue 34 item 1, every reveal lands: after a move's answer arrives, the board plays its animation (the
// dice settle, a door swings open, a card turns) and only then does the frame show the result (the
// outcome's words, the running score, Continue). This hook is that one delay, shared by every board,
// so no board keeps timers of its own for it.
import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from './board-kit';

/** Under prefers-reduced-motion the animation becomes a short fade of at most this long (circuit.css). */
export const REDUCED_MOTION_REVEAL_MS = 200;

export interface RevealDelay {
  /** True from the answer's arrival until its animation is over (or skipped): hold the result back. */
  revealing: boolean;
  /** Call as a move is sent: the answer that follows it is revealed. */
  expect: () => void;
  /** Jump to the end state now (a tap during the animation). */
  skip: () => void;
}

/** The length of a reveal of `ms`, shortened to a fade under prefers-reduced-motion. */
export function revealDuration(ms: number): number {
  return prefersReducedMotion() ? Math.min(ms, REDUCED_MOTION_REVEAL_MS) : ms;
}

/**
 * `answer` is the number of the last answered move (the circuit's seq); `ms` how long the answer's
 * animation lasts (0: nothing to wait for). Only an answer to a move sent from here is revealed: a
 * page opened on a circuit in progress shows its state at once.
 */
export function useRevealDelay(answer: number, ms: number): RevealDelay {
  // The answer number current when a move was sent; a different one is that move's answer.
  const [sentAfter, setSentAfter] = useState<number | null>(null);
  const revealing = sentAfter !== null && answer !== sentAfter && ms > 0;
  const duration = revealDuration(ms);

  useEffect(() => {
    if (!revealing) return;
    const timer = setTimeout(() => setSentAfter(null), duration);
    return () => clearTimeout(timer);
  }, [revealing, duration]);

  const expect = useCallback(() => setSentAfter(answer), [answer]);
  const skip = useCallback(() => setSentAfter(null), []);
  return { revealing, expect, skip };
}
