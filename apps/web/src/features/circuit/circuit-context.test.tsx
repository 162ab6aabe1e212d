import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetAccount } from '../../lib/api/accounts';
import { reportSessionExpired } from '../../lib/api/session-expiry';
import { CircuitProvider, useCircuitStore } from './circuit-context';
import { createCircuitStore } from './circuit-store';

const circuit = { id: 'c1', commitment: '', seq: 3, view: { over: false } as never, lastOutcome: null };

function provide(store = createCircuitStore()) {
  const view = render(
    <CircuitProvider store={store}>
      <p>app</p>
    </CircuitProvider>,
  );
  return { store, unmount: view.unmount };
}

describe('CircuitProvider', () => {
  it('hands the same store to every component under it, and a new one to each app run', () => {
    const { result, rerender } = renderHook(() => useCircuitStore(), { wrapper: CircuitProvider });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    const other = renderHook(() => useCircuitStore(), { wrapper: CircuitProvider });
    expect(other.result.current).not.toBe(first);
  });

  it('forgets the circuit when the player behind the session changes (here a logout)', () => {
    const { store } = provide();
    store.remember(circuit);
    act(() => forgetAccount());
    expect(store.current()).toBeNull();
  });

  it('marks the session expired when the server says so, and stops listening once unmounted', () => {
    const { store, unmount } = provide();
    act(() => reportSessionExpired());
    expect(store.sessionExpired.get()).toBe(true);
    const later = provide().store;
    unmount();
    store.sessionExpired.set(false);
    act(() => reportSessionExpired());
    expect(store.sessionExpired.get()).toBe(false);
    expect(later.sessionExpired.get()).toBe(true);
  });

  it('says what is missing when a screen is rendered without it', () => {
    expect(() => renderHook(() => useCircuitStore())).toThrow(/mount a <CircuitProvider>/);
  });
});

describe('createCircuitStore', () => {
  it('lets the start-up resume be claimed once, and one Session timeout alert at a time', () => {
    const store = createCircuitStore();
    expect(store.startupResumeClaimed()).toBe(false);
    expect(store.claimStartupResume()).toBe(true);
    expect(store.claimStartupResume()).toBe(false);
    expect(store.startupResumeClaimed()).toBe(true);
    expect(store.claimTimeoutAlert()).toBe(true);
    expect(store.claimTimeoutAlert()).toBe(false);
    store.releaseTimeoutAlert();
    expect(store.claimTimeoutAlert()).toBe(true);
  });
});
