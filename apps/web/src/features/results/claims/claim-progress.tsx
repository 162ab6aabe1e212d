// An open claim on /prove-it: how far it has come, the meter, and the path so far.
import { Link } from 'wouter';
import type { Claim } from '../../../lib/api/claims';
import { circuitsLeft, claimHref, evidenceSoFar } from './claim-words';
import { EvidencePath } from './evidence-path';

export function ClaimProgress({ claim }: { claim: Claim }) {
  const left = circuitsLeft(claim);
  return (
    <div className="results-card claim-progress" aria-labelledby="progress-title">
      <h2 id="progress-title">Your claim is open</h2>
      <p className="claim-meter" data-testid="claim-meter">
        {claim.meter}
      </p>
      <p data-testid="claim-verdict">
        {claim.verdict}. {left === 1 ? '1 circuit left' : `${left} circuits left`} at most: your next circuit belongs to
        it.
      </p>
      <EvidencePath path={evidenceSoFar(claim)} level={claim.level} circuits={claim.circuits} />
      <div className="actions">
        <Link href="/game-ready-set-go" className="btn btn--primary">
          Play the next circuit
        </Link>
        <Link href={claimHref(claim.id)} className="btn btn--secondary">
          The claim&apos;s public page
        </Link>
      </div>
    </div>
  );
}
