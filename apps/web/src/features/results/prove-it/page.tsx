// Route /prove-it (issue 37): a signed-in player seals a claim, or follows the one that is open.
import { Link } from 'wouter';
import { isLoggedIn } from '../../../lib/api/accounts';
import { currentClaim, type Claim } from '../../../lib/api/claims';
import { useLoad } from '../../../lib/use-load';
import { LoadState } from '../components/load-state';
import { ResultsNav } from '../components/results-nav';
import { ClaimProgress } from '../claims/claim-progress';
import { claimHref } from '../claims/claim-words';
import { SealForm } from '../claims/seal-form';
import '../results.css';
import '../claims/claims.css';

/** Why an account: the claim must follow the player from circuit to circuit, and be theirs to share. */
function SignInFirst() {
  return (
    <div className="results-card" data-testid="sign-in-first">
      <h2>Sign in to seal a claim</h2>
      <p>
        A claim counts every circuit you start after sealing it, on any device, so it has to belong to an account:
        without one, a fresh browser would be a fresh start, and bad runs could be left behind unseen.
      </p>
      <div className="actions">
        <Link href="/login" className="btn btn--primary">
          Log in
        </Link>
        <Link href="/registration" className="btn btn--secondary">
          Create an account
        </Link>
      </div>
    </div>
  );
}

function LastClaim({ claim }: { claim: Claim }) {
  return (
    <p className="claim-last" data-testid="last-claim">
      Your last claim: {claim.verdict}. <Link href={claimHref(claim.id)}>See its certificate</Link>
    </p>
  );
}

function SignedIn() {
  const resource = useLoad('claim:current', currentClaim);
  return (
    <LoadState resource={resource} what="your claim">
      {(claim) =>
        claim?.status === 'open' ? (
          <ClaimProgress claim={claim} />
        ) : (
          <>
            {claim && <LastClaim claim={claim} />}
            <SealForm onSealed={(sealed) => resource.status === 'ready' && resource.replace(sealed)} />
          </>
        )
      }
    </LoadState>
  );
}

export default function ProveItPage() {
  return (
    <section className="page page--results results" aria-labelledby="prove-title">
      <p className="page__eyebrow">Results</p>
      <h1 id="prove-title">Prove it</h1>
      <ResultsNav current="/prove-it" />
      <p className="results-card__intro">
        A good score can be luck. A sealed claim is a test fixed before you play, that luck alone passes no more often
        than the level you choose.
      </p>
      {isLoggedIn() ? <SignedIn /> : <SignInFirst />}
    </section>
  );
}
