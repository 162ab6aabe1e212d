import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoad } from './use-load';

/**
 * A load whose answers the test hands out. StrictMode (src/test/setup.ts) runs a mount's effect twice,
 * so a key may be asked for twice: `latest()` is the request the hook is waiting for now.
 */
function deferred<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  const latest = () => pending[pending.length - 1]!;
  return { load, pending, latest };
}

describe('useLoad', () => {
  it('is loading, then ready with the data', async () => {
    const { load, latest } = deferred<number>();
    const { result } = renderHook(() => useLoad('k', load));
    expect(result.current.status).toBe('loading');
    act(() => latest().resolve(7));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 7 }));
  });

  it('shows an error, and retry loads again', async () => {
    const { load, latest } = deferred<number>();
    const { result } = renderHook(() => useLoad('k', load));
    act(() => latest().reject(new Error('offline')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    const failed = result.current;
    if (failed.status !== 'error') throw new Error('expected an error');
    expect(failed.error.message).toBe('offline');
    act(() => failed.retry());
    expect(result.current.status).toBe('loading');
    act(() => latest().resolve(3));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 3 }));
  });

  it('drops an answer to an old key: the new key is loading until its own answer', async () => {
    const { load, pending, latest } = deferred<string>();
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load), { initialProps: { key: 'a' } });
    const forA = pending.slice();
    rerender({ key: 'b' });
    expect(pending.length).toBeGreaterThan(forA.length);
    act(() => forA.forEach((request) => request.resolve('for a')));
    expect(result.current.status).toBe('loading');
    act(() => latest().resolve('for b'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'for b' }));
  });

  it('replaces the data with what the page already has', async () => {
    const { load, latest } = deferred<string>();
    const { result } = renderHook(() => useLoad('k', load));
    act(() => latest().resolve('old'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ready = result.current;
    if (ready.status !== 'ready') throw new Error('expected ready');
    act(() => ready.replace('saved'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'saved' });
  });
});
