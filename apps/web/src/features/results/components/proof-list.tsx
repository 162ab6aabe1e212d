import type { ProofCheck } from '../proof/verify-proof';
import { proofVerdict } from '../proof/verify-proof';

/** The proof's checks as a ✓/✗ list, with the verdict first. */
export function ProofList({ checks }: { checks: readonly ProofCheck[] }) {
  const verdict = proofVerdict(checks);
  return (
    <div className="proof">
      <p className={`proof__verdict proof__verdict--${verdict.ok ? 'ok' : 'bad'}`} data-testid="proof-verdict" role="status">
        <span aria-hidden="true">{verdict.ok ? '✓' : '✗'}</span> {verdict.text}
      </p>
      <ul className="proof__list">
        {checks.map((c) => (
          <li key={c.id} className={`proof__item proof__item--${c.ok ? 'ok' : 'bad'}`} data-check={c.id} data-ok={c.ok}>
            <span className="proof__mark" aria-hidden="true">{c.ok ? '✓' : '✗'}</span>
            <span className="proof__text">
              <span className="visually-hidden">{c.ok ? 'Passed: ' : 'Failed: '}</span>
              {c.label}
              <span className="proof__detail">{c.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
