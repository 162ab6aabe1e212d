// One of the claim's circuits checked on this device: its seed replay and its place in the public log, by the
// same checks as the player's own performance page (proof/verify-proof.ts, proof/verify-inclusion.ts).
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { claimCircuitProof } from '../../../lib/api/claims';
import { logInclusion } from '../../../lib/api/transparency';
import { ProofList } from '../components/proof-list';
import { inclusionCheck } from '../proof/verify-inclusion';
import { verifyProof, type ProofCheck } from '../proof/verify-proof';

type State =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; checks: ProofCheck[] }
  | { status: 'error'; message: string };

async function check(claimId: string, circuitId: string, commitment: string): Promise<ProofCheck[]> {
  const proof = await claimCircuitProof(claimId, circuitId);
  const inclusion = await logInclusion(circuitId).catch(() => null);
  // A stranger kept no fingerprint at the start: the commitment compared is the one the certificate lists.
  return [
    ...verifyProof(proof, { value: commitment, source: 'server' }),
    inclusionCheck(circuitId, proof.seed, inclusion),
  ];
}

export function CircuitCheck({
  claimId,
  circuitId,
  commitment,
}: {
  claimId: string;
  circuitId: string;
  commitment: string;
}) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const run = () => {
    setState({ status: 'checking' });
    check(claimId, circuitId, commitment).then(
      (checks) => setState({ status: 'done', checks }),
      (error: unknown) =>
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : 'The proof could not be loaded.',
        }),
    );
  };
  if (state.status === 'done') return <ProofList checks={state.checks} />;
  return (
    <div className="circuit-check">
      <Button variant="secondary" onClick={run} disabled={state.status === 'checking'}>
        {state.status === 'checking' ? 'Checking…' : 'Check its seed replay and log entry'}
      </Button>
      {state.status === 'error' && (
        <p className="field__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
