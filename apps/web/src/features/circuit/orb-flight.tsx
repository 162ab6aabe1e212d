// The flying Golden Orb: from the board's latest outcome (or the board) to its slot in the header, in an
// arc, about 0.85 s. Drawn above the page in a portal so no scrolling container clips it; it takes no taps.
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { GoldenOrb } from '../../components/art/orb';

const SIZE = 64;
const FLIGHT_MS = 850;

function centre(rect: DOMRect): { x: number; y: number } {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** `onLanded` should be stable (a useCallback): a new one restarts the flight. */
export function OrbFlight({ slot, onLanded }: { slot: number; onLanded: () => void }) {
  const orb = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const el = orb.current;
    const target = document.querySelector(`[data-orb-slot="${slot}"]`);
    const source = [...document.querySelectorAll('[data-outcome]')].pop() ?? document.querySelector('.circuit__stage');
    if (!el || !target || typeof el.animate !== 'function') {
      onLanded();
      return;
    }
    const from = source
      ? centre(source.getBoundingClientRect())
      : { x: window.innerWidth / 2, y: window.innerHeight / 2 };
    const toRect = target.getBoundingClientRect();
    const to = centre(toRect);
    const end = Math.max(0.2, toRect.width / SIZE);
    const at = (p: { x: number; y: number }) => `translate(${p.x - SIZE / 2}px, ${p.y - SIZE / 2}px)`;
    // The arc's top: halfway across, lifted above the higher end so it reads as a throw, not a slide.
    const peak = { x: (from.x + to.x) / 2, y: Math.min(from.y, to.y) - 60 };
    const flight = el.animate(
      [
        { transform: `${at(from)} scale(0.6)`, opacity: 0 },
        { transform: `${at(from)} scale(1.15)`, opacity: 1, offset: 0.15 },
        { transform: `${at(peak)} scale(1)`, opacity: 1, offset: 0.55 },
        { transform: `${at(to)} scale(${end})`, opacity: 1 },
      ],
      { duration: FLIGHT_MS, easing: 'cubic-bezier(0.45, 0, 0.35, 1)', fill: 'forwards' },
    );
    flight.onfinish = () => onLanded();
    return () => flight.cancel();
  }, [slot, onLanded]);

  return createPortal(
    <span ref={orb} className="orb-flight" aria-hidden="true" data-testid="orb-flight">
      <GoldenOrb won />
    </span>,
    document.body,
  );
}
