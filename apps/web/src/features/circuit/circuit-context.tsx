// Hands the app's one circuit store (circuit-store.ts) to every screen that plays or watches the circuit.
// Mounted once by the app shell; tests mount their own, so each starts with a fresh store.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { onIdentityChanged } from '../../lib/api/accounts';
import { onSessionExpired } from '../../lib/api/session-expiry';
import { createCircuitStore, type CircuitStore } from './circuit-store';

const CircuitContext = createContext<CircuitStore | null>(null);

/** `store`: a test's own, to look into it; otherwise the provider makes one for this app run. */
export function CircuitProvider({ store: given, children }: { store?: CircuitStore; children: ReactNode }) {
  const [store] = useState(() => given ?? createCircuitStore());
  // Logging in, out or deleting the account changes whose circuit is current (lib/api/accounts.ts).
  useEffect(() => onIdentityChanged(() => store.forget()), [store]);
  useEffect(() => onSessionExpired(() => store.sessionExpired.set(true)), [store]);
  return <CircuitContext.Provider value={store}>{children}</CircuitContext.Provider>;
}

export function useCircuitStore(): CircuitStore {
  const store = useContext(CircuitContext);
  if (!store) throw new Error('useCircuitStore: mount a <CircuitProvider> above this component (the app shell does).');
  return store;
}
