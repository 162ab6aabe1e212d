import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** Runs `load` once (and again on `retry`); the page shows loading, an error with a retry, or the data. */
export function useLoad<T>(load: () => Promise<T>): [Loaded<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // Only `retry` runs `load` again; the effect reads the latest closure through a ref.
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    latestLoad.current().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) =>
        live &&
        setState({ status: 'error', message: error instanceof Error ? error.message : 'Something went wrong.' }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const retry = useCallback(() => setRound((r) => r + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return [state, retry, replace];
}
