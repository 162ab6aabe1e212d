// The header's Golden Orbs with their arrival (a new orb flies in): loaded apart from the exercise page,
// so an exercise's first visit stays within its 15 kB (docs/performance.md); header-orbs.tsx holds the place.
import { ORB_COUNT } from '@psi/engine';
import { OrbFlight } from './orb-flight';
import { OrbTally } from './orb-tally';
import { useOrbArrival } from './use-orb-arrival';

export default function OrbHeader({ won }: { won: number | null }) {
  const orbs = useOrbArrival(won);
  return (
    <>
      <OrbTally won={orbs.lit} total={ORB_COUNT} arrived={orbs.arrived} />
      {orbs.flying !== null && <OrbFlight slot={orbs.flying} onLanded={orbs.land} />}
    </>
  );
}
