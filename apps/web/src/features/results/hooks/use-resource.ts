import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void };

/** Loads once per key; `retry` loads again. A stale answer (key changed meanwhile) is dropped. */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; result: Resource<T> }>({
    key,
    attempt,
    result: { status: 'loading' },
  });
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  // `load` is a fresh closure every render: the key says when it means something new, so the effect
  // reads the latest one through a ref instead of re-running for each render.
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    let live = true;
    latestLoad.current().then(
      (data) => live && setState({ key, attempt, result: { status: 'ready', data, retry } }),
      (error: unknown) =>
        live &&
        setState({
          key,
          attempt,
          result: { status: 'error', error: error instanceof Error ? error : new Error(String(error)), retry },
        }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt, retry]);

  return state.key === key && state.attempt === attempt ? state.result : { status: 'loading' };
}
