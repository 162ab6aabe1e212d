import { useEffect, useRef, useState } from 'react';
import type { DieValue } from '../../../components/art/dice';
import { prefersReducedMotion } from '../../circuit/board-kit';

const MIN_ROLL_MS = 700;

function randomFace(): DieValue {
  return (1 + Math.floor(Math.random() * 6)) as DieValue;
}

/**
 * The tumble of a roll: at least MIN_ROLL_MS of changing faces, longer while the answer is in flight.
 * Under reduced motion the dice simply show the result.
 */
export function useRolling(busy: boolean) {
  const [started, setStarted] = useState(false);
  const [minDone, setMinDone] = useState(true);
  const [faces, setFaces] = useState<[DieValue, DieValue]>([3, 4]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rolling = started && (busy || !minDone);

  useEffect(() => {
    if (!rolling) return;
    const id = setInterval(() => setFaces([randomFace(), randomFace()]), 90);
    return () => clearInterval(id);
  }, [rolling]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const start = () => {
    if (prefersReducedMotion()) return;
    setStarted(true);
    setMinDone(false);
    timer.current = setTimeout(() => setMinDone(true), MIN_ROLL_MS);
  };

  return { rolling, faces, start };
}
