// The one loader hook of the pages that show data from the server (results, account): loading, an
// error with a retry, or the data. A page's `key` says when its request means something new.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void; replace: (data: T) => void };

type Settled<T> = { status: 'error'; error: Error } | { status: 'ready'; data: T };

/**
 * Loads once per `key`; `retry` loads again; `replace` swaps in data the page already has (a saved
 * form's answer). An answer that arrives after the key changed, or after a retry, is dropped.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; attempt: number; result: Settled<T> } | null>(null);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  // `load` is a fresh closure every render: the key says when it means something new, so the effect
  // reads the latest one through a ref instead of re-running for each render.
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    let live = true;
    const settle = (result: Settled<T>) => live && setSettled({ key, attempt, result });
    latestLoad.current().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const replace = useCallback(
    (data: T) => setSettled({ key, attempt, result: { status: 'ready', data } }),
    [key, attempt],
  );
  if (!settled || settled.key !== key || settled.attempt !== attempt) return { status: 'loading' };
  return settled.result.status === 'ready'
    ? { status: 'ready', data: settled.result.data, retry, replace }
    : { status: 'error', error: settled.result.error, retry };
}
