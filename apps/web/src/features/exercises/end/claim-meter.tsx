// After a circuit that belongs to the player's sealed claim: the meter and what is left (issue 37). Quiet when
// the circuit is not a claim's, the player is anonymous, or the claim cannot be read: the summary comes first.
import { Link } from 'wouter';
import { isLoggedIn } from '../../../lib/api/accounts';
import { currentClaim, type Claim } from '../../../lib/api/claims';
import { useLoad } from '../../../lib/use-load';

const noClaim = async (): Promise<Claim | null> => null;

function left(claim: Claim): string {
  const n = Math.max(0, claim.circuits - claim.items.length);
  return n === 1 ? '1 circuit left at most.' : `${n} circuits left at most.`;
}

export function ClaimMeter({ circuitId }: { circuitId: string }) {
  const signedIn = isLoggedIn();
  const resource = useLoad(`end-claim:${circuitId}:${signedIn}`, signedIn ? currentClaim : noClaim);
  if (resource.status !== 'ready') return null;
  const claim = resource.data;
  const index = claim ? claim.items.findIndex((item) => item.id === circuitId) : -1;
  if (!claim || index < 0) return null;
  return (
    <section className="end-card end-claim" aria-labelledby="end-claim-title" data-testid="end-claim">
      <h2 id="end-claim-title">Your sealed claim: circuit {index + 1}</h2>
      <p>
        <strong>{claim.meter}</strong>
      </p>
      <p>{claim.status === 'open' ? left(claim) : `${claim.verdict}.`}</p>
      <Link href={`/claims/${encodeURIComponent(claim.id)}`}>See the claim</Link>
    </section>
  );
}
