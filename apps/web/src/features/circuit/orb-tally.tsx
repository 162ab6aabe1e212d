import { GoldenOrb } from '../../components/art/orb';

/**
 * Orbs won so far as Golden Orbs, the rest as their unlit outline (spec §1: 7 in total). Each slot is
 * marked data-orb-slot so a flying orb (orb-flight.tsx) finds where to land; `arrived` glows once.
 */
export function OrbTally({ won, total, arrived = null }: { won: number; total: number; arrived?: number | null }) {
  return (
    <span className="orb-tally" role="img" aria-label={`${won} of ${total} Golden Orbs won`}>
      {Array.from({ length: total }, (_, i) => (
        <span
          key={i}
          className={`orb-tally__orb ${i < won ? 'is-won' : ''} ${i === arrived && i < won ? 'is-arrived' : ''}`}
          data-orb-slot={i}
          aria-hidden="true"
        >
          <GoldenOrb won={i < won} />
        </span>
      ))}
    </span>
  );
}
