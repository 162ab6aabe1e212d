// Issue 34 item 1, every reveal lands: after a move's answer arrives, the board plays its animation (the
// dice settle, a door swings open, a card turns) and only then does the frame show the result (the
// outcome's words, the running score, Continue) and play its sound and haptic tap. This hook is that one
// delay, shared by every board, so no board keeps timers of its own for it.
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
 * page opened on a circuit in progress shows its state at once. `onLand` runs once per answer, the
 * moment its result is shown (the animation over or skipped, or at once with nothing to wait for):
 * the outcome's sound and haptic tap belong there, not at the answer's arrival.
 */
export function useRevealDelay(answer: number, ms: number, onLand?: () => void): RevealDelay {
  // The answer number current when a move was sent; a different one is that move's answer.
  const [sentAfter, setSentAfter] = useState<number | null>(null);
  const arrived = sentAfter !== null && answer !== sentAfter;
  const revealing = arrived && ms > 0;
  const duration = revealDuration(ms);

  // Landing ends the answer's reveal (arrived turns false), so it runs once per answer: the timer is
  // cleared as a skip lands, and a 0 ms reveal lands in the effect of the render the answer arrived in.
  // `onLand` changes with the outcome, so only in that same render.
  const land = useCallback(() => {
    setSentAfter(null);
    onLand?.();
  }, [onLand]);

  useEffect(() => {
    if (!arrived) return;
    if (!revealing) return land();
    const timer = setTimeout(land, duration);
    return () => clearTimeout(timer);
  }, [arrived, revealing, duration, land]);

  const expect = useCallback(() => setSentAfter(answer), [answer]);
  const skip = useCallback(() => {
    if (arrived) land();
  }, [arrived, land]);
  return { revealing, expect, skip };
}
