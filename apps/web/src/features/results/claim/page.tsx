// Route /claims/:id (issue 37): a claim's public certificate. No sign-in: anyone with the link can read it
// and check every circuit's seed replay and log entry on their own device.
import { Link, useParams } from 'wouter';
import { getClaim } from '../../../lib/api/claims';
import { apiUrl } from '../../../lib/api/http';
import { useLoad } from '../../../lib/use-load';
import { LoadState } from '../components/load-state';
import { ClaimCircuits } from '../claims/claim-circuits';
import { claimShareUrl, evidenceSoFar } from '../claims/claim-words';
import { CopyLink } from '../claims/copy-link';
import { EvidencePath } from '../claims/evidence-path';
import '../results.css';
import '../claims/claims.css';

const sealedOn = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

export default function ClaimPage() {
  const { id = '' } = useParams<{ id: string }>();
  const resource = useLoad(`claim:${id}`, () => getClaim(id));
  return (
    <section className="page page--results results" aria-labelledby="claim-title">
      <p className="page__eyebrow">Sealed claim</p>
      <h1 id="claim-title">A claim, sealed in advance</h1>
      <LoadState resource={resource} what="the claim">
        {(claim) => (
          <>
            <div className={`results-card claim-verdict claim-verdict--${claim.status}`}>
              <p className="results-verdict" data-testid="claim-verdict">
                {claim.verdict}
              </p>
              <p className="claim-meter" data-testid="claim-meter">
                {claim.meter}
              </p>
              <dl className="claim-terms">
                <div>
                  <dt>Circuits sealed</dt>
                  <dd>{claim.circuits}</dd>
                </div>
                <div>
                  <dt>Evidence needed</dt>
                  <dd>{claim.level}x</dd>
                </div>
                <div>
                  <dt>Sealed</dt>
                  <dd>{sealedOn(claim.sealedAt)}</dd>
                </div>
              </dl>
              <CopyLink url={claimShareUrl(claim.id, window.location.origin)} />
            </div>

            <div className="results-card">
              <h2>The evidence, circuit by circuit</h2>
              <p className="results-card__intro">
                Each circuit multiplies the evidence by how much better its score fits a real effect than pure guessing.
                Under pure guessing it reaches {claim.level}x at most 1 time in {claim.level}, however often it is
                looked at.
              </p>
              <EvidencePath path={evidenceSoFar(claim)} level={claim.level} circuits={claim.circuits} />
            </div>

            <div className="results-card">
              <h2>The circuits, in the order they started</h2>
              <p className="results-card__intro">
                Every circuit the player started after the seal belongs to the claim; an abandoned one counts by the
                score it was expected to reach. Each can be replayed from its seed and found in the public log, here on
                this device. The claim&apos;s own entry in the log:{' '}
                <a href={apiUrl(`/api/transparency/proof?circuit=${claim.id}`)}>its leaf and audit path</a>.
              </p>
              <ClaimCircuits claim={claim} />
            </div>

            <div className="actions">
              <Link href="/prove-it" className="btn btn--primary">
                Seal a claim of your own
              </Link>
              <Link href="/world-psychic-experiment" className="btn btn--secondary">
                The world experiment
              </Link>
            </div>
          </>
        )}
      </LoadState>
    </section>
  );
}
