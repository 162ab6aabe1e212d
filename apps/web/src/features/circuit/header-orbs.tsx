// The orbs of the progress header. Until their chunk (orb-header.tsx) is here, or if it cannot load
// (offline before it was cached), plain slots of the same size say the same count.
import { lazy, Suspense } from 'react';
import { ORB_COUNT } from '@psi/engine';

function OrbSlots({ won }: { won: number | null }) {
  const count = won ?? 0;
  return (
    <span className="orb-tally" role="img" aria-label={`${count} of ${ORB_COUNT} Golden Orbs won`}>
      {Array.from({ length: ORB_COUNT }, (_, i) => (
        <span key={i} className={`orb-tally__slot ${i < count ? 'is-won' : ''}`} aria-hidden="true" />
      ))}
    </span>
  );
}

const OrbHeader = lazy(() => import('./orb-header').catch(() => ({ default: OrbSlots })));

export function HeaderOrbs({ won }: { won: number | null }) {
  return (
    <Suspense fallback={<OrbSlots won={won} />}>
      <OrbHeader won={won} />
    </Suspense>
  );
}
