import { describe, expect, it } from 'vitest';
import { applyClearRequest, setStorageBackend, storage, STORAGE_KEYS } from './storage';

describe('device storage', () => {
  it('holds exactly the eight keys of specification §3', () => {
    expect([...STORAGE_KEYS].sort()).toEqual(
      [
        'clear_localstorage',
        'cuid',
        'current_level',
        'logined_user',
        'redirect_page',
        'session_id',
        'sound_range',
        'userid',
      ].sort(),
    );
  });

  it('sets, gets and removes a value under its own key in localStorage', () => {
    storage.set('current_level', '/game-family');
    expect(storage.get('current_level')).toBe('/game-family');
    expect(localStorage.getItem('current_level')).toBe('/game-family');
    storage.remove('current_level');
    expect(storage.get('current_level')).toBeNull();
  });

  it('reports a stored session only when session_id is set', () => {
    expect(storage.hasSession()).toBe(false);
    storage.set('session_id', 'abc');
    expect(storage.hasSession()).toBe(true);
  });

  it("cleans up every key when clear_localstorage is 'yes'", () => {
    for (const key of STORAGE_KEYS) storage.set(key, 'x');
    storage.set('clear_localstorage', 'yes');
    expect(applyClearRequest()).toBe(true);
    for (const key of STORAGE_KEYS) expect(storage.get(key)).toBeNull();
  });

  it('leaves stored data alone when clear_localstorage is anything else', () => {
    storage.set('userid', '42');
    storage.set('clear_localstorage', 'no');
    expect(applyClearRequest()).toBe(false);
    expect(storage.get('userid')).toBe('42');
  });

  it('lets a native backend slot in without changing callers', () => {
    const map = new Map<string, string>();
    setStorageBackend({
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    });
    try {
      storage.set('cuid', 'c-1');
      expect(map.get('cuid')).toBe('c-1');
      expect(localStorage.getItem('cuid')).toBeNull();
    } finally {
      setStorageBackend(localStorage);
    }
  });
});
