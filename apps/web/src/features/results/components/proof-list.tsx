import type { ProofCheck } from '../proof/verify-proof';
import { proofVerdict } from '../proof/verify-proof';

function Mark({ ok }: { ok: boolean }) {
  return (
    <>
      <span className="proof__mark" aria-hidden="true">
        {ok ? '✓' : '✗'}
      </span>
      <span className="visually-hidden">{ok ? 'Passed: ' : 'Failed: '}</span>
    </>
  );
}

/** The proof's checks as a ✓/✗ list, verdict first; the fifteen exercise scores as a compact grid. */
export function ProofList({ checks }: { checks: readonly ProofCheck[] }) {
  const verdict = proofVerdict(checks);
  const exercises = checks.filter((c) => c.id.startsWith('score-'));
  const totals = new Set(['main-score', 'orbs', 'karma']);
  const seed = checks.filter((c) => !c.id.startsWith('score-') && !totals.has(c.id));
  const after = checks.filter((c) => totals.has(c.id));
  const item = (c: ProofCheck, compact: boolean) => (
    <li key={c.id} className={`proof__item proof__item--${c.ok ? 'ok' : 'bad'}`} data-check={c.id} data-ok={c.ok}>
      <Mark ok={c.ok} />
      <span className="proof__text">
        {c.label}
        {(!compact || !c.ok) && <span className="proof__detail">{c.detail}</span>}
      </span>
    </li>
  );
  return (
    <div className="proof">
      <p
        className={`proof__verdict proof__verdict--${verdict.ok ? 'ok' : 'bad'}`}
        data-testid="proof-verdict"
        role="status"
      >
        <span aria-hidden="true">{verdict.ok ? '✓' : '✗'}</span> {verdict.text}
      </p>
      <ul className="proof__list">{seed.map((c) => item(c, false))}</ul>
      {exercises.length > 0 && (
        <>
          <h3 className="proof__subtitle">Each exercise&apos;s score, replayed</h3>
          <ul className="proof__list proof__list--grid">{exercises.map((c) => item(c, true))}</ul>
        </>
      )}
      <ul className="proof__list">{after.map((c) => item(c, false))}</ul>
    </div>
  );
}
