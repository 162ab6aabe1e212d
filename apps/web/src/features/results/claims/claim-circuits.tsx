// The claim's circuits in the order they started, each with its score, the evidence after it, and its check.
import type { Claim } from '../../../lib/api/claims';
import { apiUrl } from '../../../lib/api/http';
import { CircuitCheck } from './circuit-check';
import { evidenceText, itemScore } from './claim-words';

const STATUS: Record<Claim['items'][number]['status'], string> = {
  finished: 'finished',
  abandoned: 'abandoned: counted by its expected score',
  active: 'being played',
};

export function ClaimCircuits({ claim }: { claim: Claim }) {
  if (claim.items.length === 0)
    return <p className="results-card__intro">No circuit has been started since the seal.</p>;
  return (
    <ol className="claim-circuits">
      {claim.items.map((item, i) => (
        <li key={item.id} className={`claim-circuit claim-circuit--${item.status}`} data-testid="claim-circuit">
          <div className="claim-circuit__head">
            <span className="claim-circuit__number">Circuit {i + 1}</span>
            <span className="claim-circuit__score">
              Main score <strong>{itemScore(item)}</strong>
            </span>
            <span className="claim-circuit__evidence">
              evidence after it: <strong>{item.evidence === null ? '—' : evidenceText(item.evidence)}</strong>
            </span>
          </div>
          <p className="claim-circuit__status">{STATUS[item.status]}</p>
          {item.status !== 'active' && (
            <>
              <CircuitCheck claimId={claim.id} circuitId={item.id} commitment={item.commitment} />
              <p className="claim-circuit__raw">
                As data: <a href={apiUrl(`/api/claims/${claim.id}/circuits/${item.id}/proof`)}>seed replay</a>,{' '}
                <a href={apiUrl(`/api/transparency/proof?circuit=${item.id}`)}>log inclusion</a>
              </p>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
