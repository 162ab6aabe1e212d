// Device storage: exactly the keys of specification §3, behind one door.
// The web backend is localStorage; a native backend (e.g. Capacitor Preferences) can be slotted in with
// setStorageBackend without touching any caller.

export const STORAGE_KEYS = [
  'userid',
  'session_id',
  'logined_user',
  'cuid',
  'current_level',
  'sound_range',
  'redirect_page',
  'clear_localstorage',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];

export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Used when localStorage is unavailable (private mode quirks, tests without a DOM). */
function memoryBackend(): StorageBackend {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function defaultBackend(): StorageBackend {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access to localStorage can throw (blocked cookies); fall through to memory.
  }
  return memoryBackend();
}

let backend: StorageBackend = defaultBackend();

export function setStorageBackend(next: StorageBackend): void {
  backend = next;
}

export const storage = {
  get(key: StorageKey): string | null {
    return backend.getItem(key);
  },
  set(key: StorageKey, value: string): void {
    backend.setItem(key, value);
  },
  remove(key: StorageKey): void {
    backend.removeItem(key);
  },
  /** Removes every key of §3 (the 'Session timeout.' Play Again and the clear_localstorage clean-up). */
  clearAll(): void {
    for (const key of STORAGE_KEYS) backend.removeItem(key);
  },
  /** True when a session is stored (spec §4 "App start: with a stored session …"). */
  hasSession(): boolean {
    return Boolean(backend.getItem('session_id'));
  },
};

/**
 * Spec §3: clear_localstorage = 'yes' triggers a clean-up of stored data. Called once at start.
 * Returns true when it cleaned up.
 */
export function applyClearRequest(): boolean {
  if (storage.get('clear_localstorage') !== 'yes') return false;
  storage.clearAll();
  return true;
}
