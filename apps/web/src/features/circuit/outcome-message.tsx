import type { Outcome } from '@psi/engine';

/**
 * The answer to the last move, read aloud by screen readers (aria-live): the region is always in the
 * document so an update is announced; a rejected move's message is an alert.
 */
export function OutcomeMessage({ outcome, error }: { outcome: Outcome | null; error: string | null }) {
  return (
    <div className="circuit-outcome">
      <p className={`circuit-outcome__message circuit-outcome__message--${outcome?.kind ?? 'none'}`} aria-live="polite" aria-atomic="true">
        {outcome?.message ?? ''}
      </p>
      <p className="circuit-outcome__error" role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}
