// A Golden Orb won by the last move (issue 34, moments of triumph): the header's slot waits while the orb
// flies there from the board, with its chime, and lights when it lands (a tap of the device then).
// Under reduced motion there is no flight: the chime plays and the slot lights with a fade.
import { useCallback, useEffect, useState } from 'react';
import { pulse, warmHaptics } from '../../lib/haptics/pulse';
import { sound } from '../../lib/sound/sound';
import { prefersReducedMotion } from './board-kit';

/** Let the board's own reveal play first (about 0.4-0.9 s), so the orb leaves from a shown result. */
export const ORB_TAKE_OFF_MS = 600;

export interface OrbArrival {
  /** Orbs to show lit in the header now. */
  lit: number;
  /** The slot an orb is flying to, or null. */
  flying: number | null;
  /** The slot that has just lit (for its glow), or null. */
  arrived: number | null;
  /** The flight calls this when the orb reaches its slot. */
  land: () => void;
}

export interface OrbEffects {
  chime: () => void;
  tap: () => void;
  /** Fetches the haptics code once a circuit is under way, long before the first orb. */
  warm: () => void;
}

const appEffects: OrbEffects = {
  chime: () => void sound.play('orb'),
  tap: () => pulse('orb'),
  warm: warmHaptics,
};

/** `won` is the circuit's orb count, null while it loads; only a rise after the first count is a new orb. */
export function useOrbArrival(won: number | null, effects: OrbEffects = appEffects): OrbArrival {
  const [seen, setSeen] = useState(won);
  // `waiting`: the count shown while an orb is on its way; `flying`: its slot; `arrived`: the slot just lit.
  const [orb, setOrb] = useState<{ waiting: number | null; flying: number | null; arrived: number | null }>({
    waiting: null,
    flying: null,
    arrived: null,
  });
  // Adjusting state to a new prop while rendering (React's pattern): the slot must not light before the flight.
  if (won !== seen) {
    setSeen(won);
    if (seen !== null && won !== null && won > seen) setOrb({ waiting: seen, flying: null, arrived: null });
  }
  const started = won !== null;
  useEffect(() => {
    if (started) effects.warm();
  }, [started, effects]);

  const { waiting } = orb;
  useEffect(() => {
    if (waiting === null || won === null) return;
    const timer = setTimeout(() => {
      effects.chime();
      const reduced = prefersReducedMotion();
      if (reduced) effects.tap();
      setOrb(reduced ? { waiting: null, flying: null, arrived: won - 1 } : { waiting, flying: won - 1, arrived: null });
    }, ORB_TAKE_OFF_MS);
    return () => clearTimeout(timer);
  }, [waiting, won, effects]);

  const land = useCallback(() => {
    effects.tap();
    setOrb((o) => ({ waiting: null, flying: null, arrived: o.flying }));
  }, [effects]);

  return { lit: waiting ?? won ?? 0, flying: orb.flying, arrived: orb.arrived, land };
}
