// Issue 11 item 2: the start of a verified circuit shows the fingerprint (SHA-256 of the secret seed)
// that the fairness proof at the end checks the disclosed seed against.
import { shortFingerprint } from '../../lib/fingerprint';

export function CommitmentNote({ commitment }: { commitment: string }) {
  return (
    <details className="commitment-note" data-testid="start-commitment">
      <summary>
        <span aria-hidden="true">🔒 </span>Sealed circuit · fingerprint <code>{shortFingerprint(commitment)}</code>
      </summary>
      <p>
        Every target of this circuit was drawn before you started, from a secret seed. This is the seed&apos;s fingerprint
        (SHA-256); at the end the seed is disclosed and your results page checks it against this fingerprint:
      </p>
      <p>
        <code className="commitment-note__full">{commitment}</code>
      </p>
    </details>
  );
}
