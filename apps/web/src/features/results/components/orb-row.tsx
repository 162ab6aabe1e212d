import { ORB_COUNT, stepDef, type StepId } from '@psi/engine';
import { GoldenOrb } from '../../../components/art/orb';

/** The seven Golden Orbs, won ones lit, with the exercises that won them named in text. */
export function OrbRow({ won }: { won: readonly StepId[] }) {
  const names = won.map((id) => stepDef(id).name);
  return (
    <div className="orb-row">
      <div className="orb-row__orbs" role="img" aria-label={`${won.length} of ${ORB_COUNT} Golden Orbs won`}>
        {Array.from({ length: ORB_COUNT }, (_, i) => (
          <span key={i} className="orb-row__orb" aria-hidden="true">
            <GoldenOrb won={i < won.length} />
          </span>
        ))}
      </div>
      <p className="orb-row__names">
        {names.length === 0
          ? 'No orb this time: Universal, Doors, Crop Circles, Zener, Gateway, Mantra and In the Garden each win one when done right at the first go.'
          : `Won at the first go: ${names.join(', ')}.`}
      </p>
    </div>
  );
}
