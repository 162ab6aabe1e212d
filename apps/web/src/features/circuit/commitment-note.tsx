// Commitment before play (docs/statistics.md): the start of a verified circuit shows the fingerprint (SHA-256 of the secret seed)
// that the fairness proof at the end checks the disclosed seed against.
import { shortFingerprint } from '../../lib/fingerprint';

export function CommitmentNote({ commitment }: { commitment: string }) {
  return (
    <details className="commitment-note" data-testid="start-commitment">
      <summary>
        <svg className="commitment-note__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <rect x="3" y="7" width="10" height="7.5" rx="1.6" fill="currentColor" />
          <path d="M5.2 7V5.2a2.8 2.8 0 0 1 5.6 0V7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        Sealed circuit, fingerprint <code>{shortFingerprint(commitment)}</code>
      </summary>
      <p>
        Every target of this circuit was drawn before you started, from a secret seed. This is the seed&apos;s
        fingerprint (SHA-256); at the end the seed is disclosed and your results page checks it against this
        fingerprint:
      </p>
      <p>
        <code className="commitment-note__full">{commitment}</code>
      </p>
    </details>
  );
}
