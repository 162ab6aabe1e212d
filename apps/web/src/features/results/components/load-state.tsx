import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Loaded } from '../../../lib/use-load';

/** Loading, error (with a retry) or the page's content once the data is there. */
export function LoadState<T>({
  resource,
  what,
  children,
}: {
  resource: Loaded<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (resource.status === 'loading') {
    return (
      <p className="results-status" role="status">
        <span className="ui-loader__spinner" aria-hidden="true" /> Loading {what}…
      </p>
    );
  }
  if (resource.status === 'error') {
    return (
      <div className="results-error" role="alert">
        <p>
          Could not load {what}: {resource.error.message}
        </p>
        <button type="button" className="btn btn--secondary" onClick={resource.retry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(resource.data)}</>;
}

/** Shown when the player has no finished circuit to look at. */
export function NoCircuitYet() {
  return (
    <div className="results-empty">
      <p>You have not finished a verified circuit yet. Play all sixteen exercises and your results appear here.</p>
      <p>
        <Link href="/game-ready-set-go" className="btn btn--primary">
          Play the circuit
        </Link>
      </p>
    </div>
  );
}
