import type { ReactNode } from 'react';
import type { Loaded } from './use-load';

export function LoadView<T>({
  state,
  what,
  retry,
  children,
}: {
  state: Loaded<T>;
  what: string;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <p role="status">Loading {what}…</p>;
  if (state.status === 'error') {
    return (
      <div role="alert">
        <p>
          Could not load {what}: {state.message}
        </p>
        <button type="button" className="btn btn--secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
