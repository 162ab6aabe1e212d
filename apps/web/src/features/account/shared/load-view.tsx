import type { ReactNode } from 'react';
import type { Loaded } from '../../../lib/use-load';

export function LoadView<T>({
  state,
  what,
  children,
}: {
  state: Loaded<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <p role="status">Loading {what}…</p>;
  if (state.status === 'error') {
    return (
      <div role="alert">
        <p>
          Could not load {what}: {state.error.message}
        </p>
        <button type="button" className="btn btn--secondary" onClick={state.retry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
