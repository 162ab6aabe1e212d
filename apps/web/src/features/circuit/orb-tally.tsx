import { GoldenOrb } from '../../components/art/orb';

/** Orbs won so far as Golden Orbs, the rest as their unlit outline (spec §1: 7 in total). */
export function OrbTally({ won, total }: { won: number; total: number }) {
  return (
    <span className="orb-tally" role="img" aria-label={`${won} of ${total} Golden Orbs won`}>
      {Array.from({ length: total }, (_, i) => (
        <span key={i} className={`orb-tally__orb ${i < won ? 'is-won' : ''}`} aria-hidden="true">
          <GoldenOrb won={i < won} />
        </span>
      ))}
    </span>
  );
}
