import type { Outcome } from '@psi/engine';

/**
 * The answer to the last move, read aloud by screen readers (aria-live): the region is always in the
 * document so an update is announced; a rejected move's message is an alert.
 */
export function OutcomeMessage({
  outcome,
  error,
  seq = 0,
}: {
  outcome: Outcome | null;
  error: string | null;
  seq?: number;
}) {
  return (
    <div className="circuit-outcome">
      <p
        className={`circuit-outcome__message circuit-outcome__message--${outcome?.kind ?? 'none'}`}
        aria-live="polite"
        aria-atomic="true"
      >
        {/* Keyed by the move number: the same words twice in a row (Yin Yang) are a new node, read again. */}
        {outcome?.message ? <span key={seq}>{outcome.message}</span> : null}
      </p>
      <p className="circuit-outcome__error" role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}
