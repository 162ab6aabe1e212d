// The end page's closing moment (issue 34, moments of triumph): the main score counts up, the won orbs
// light one by one with a soft bell, then a closing sound says how it went. Reduced motion shows it all at
// once and only plays the closing sound; a tap skips to the end.
import { useCallback, useEffect, useRef, useState } from 'react';
import { sound } from '../../../lib/sound/sound';
import type { SoundName, TriumphSoundName } from '../../../lib/sound/sound-entries';
import { prefersReducedMotion } from '../../circuit/board-kit';

/** How long the score takes to count up, the step of the count, and the pause between two orbs. */
export const COUNT_MS = 1200;
export const TICK_MS = 40;
export const ORB_GAP_MS = 360; // a whole number of ticks, so an orb lands on a tick

export interface EndFrame {
  /** The score as counted so far. */
  shown: number;
  /** How many of the won orbs are lit. */
  lit: number;
  /** The closing sound has played: the count and the orbs are final. */
  done: boolean;
}

/** The count eases out (fast first, settling on the score), so the last numbers are readable. */
export function countUpValue(target: number, elapsed: number, ms = COUNT_MS): number {
  const t = Math.min(1, Math.max(0, elapsed / ms));
  return Math.round(target * (1 - (1 - t) ** 3));
}

/** The frame at `elapsed` ms: counting, then one orb every ORB_GAP_MS, then done one gap after the last. */
export function endFrame(elapsed: number, score: number, orbs: number): EndFrame {
  const afterCount = elapsed - COUNT_MS;
  return {
    shown: countUpValue(score, elapsed),
    lit: afterCount <= 0 ? 0 : Math.min(orbs, Math.floor(afterCount / ORB_GAP_MS)),
    done: afterCount >= (orbs + 1) * ORB_GAP_MS,
  };
}

/** A good outcome (below par 42.385) is celebrated with a fanfare, a poor one closed on a warm cadence. */
export function closingSound(good: boolean): TriumphSoundName {
  return good ? 'finale-good' : 'finale-encourage';
}

export interface EndEffects {
  play: (name: SoundName) => void;
  warm: (name: SoundName) => void;
}

const appEffects: EndEffects = {
  play: (name) => void sound.play(name),
  warm: (name) => void sound.warm(name),
};

export function useEndSequence(
  score: number,
  orbs: number,
  good: boolean,
  effects: EndEffects = appEffects,
): EndFrame & { skip: () => void } {
  const reduced = prefersReducedMotion();
  const [frame, setFrame] = useState<EndFrame>(() =>
    reduced ? { shown: score, lit: orbs, done: true } : endFrame(0, score, orbs),
  );
  const elapsed = useRef(0);
  const effectsRef = useRef(effects);
  // The closing sound plays once per page, even when React runs the effect twice (StrictMode).
  const closed = useRef(false);

  useEffect(() => {
    const fx = effectsRef.current;
    const close = () => {
      if (closed.current) return;
      closed.current = true;
      fx.play(closingSound(good));
    };
    if (reduced) {
      close();
      return;
    }
    fx.warm(closingSound(good));
    if (orbs > 0) fx.warm('orb-place');
    elapsed.current = 0;
    let last = endFrame(0, score, orbs);
    const timer = setInterval(() => {
      elapsed.current += TICK_MS;
      const next = endFrame(elapsed.current, score, orbs);
      if (next.lit > last.lit) fx.play('orb-place');
      if (next.done) {
        close();
        clearInterval(timer);
      }
      last = next;
      setFrame(next);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [score, orbs, good, reduced]);

  // The next tick lands on the final frame and plays the closing sound once.
  const skip = useCallback(() => {
    elapsed.current = COUNT_MS + (orbs + 1) * ORB_GAP_MS;
  }, [orbs]);

  return { ...frame, skip };
}
