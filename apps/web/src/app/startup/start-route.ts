// App start (spec §4, as docs/decisions.md refines it): a new player (no stored session) sees game-begins
// before exercise 1, whether they opened the default path or an exercise's address. With a stored
// session the app goes to current_level; a session with no level yet has not started, so it is
// welcomed too. Other deep links (information pages, results) are respected. Offline, the welcome
// page can do nothing (the blocking loader covers it), so a new player goes where a circuit can start
// on the device: exercise 1, whose loader offers "Play offline" (docs/decisions.md).
import { FIRST_LEVEL, isLevelRoute, WELCOME } from '../routes';

export interface SessionStore {
  get(key: 'session_id' | 'current_level'): string | null;
}

export function startRoute(path: string, store: SessionStore, online = true): string | null {
  if (!store.get('session_id')) {
    if (!online) return path === '/' ? FIRST_LEVEL : null;
    return path === '/' || isLevelRoute(path) ? WELCOME : null;
  }
  if (path !== '/') return null;
  const raw = store.get('current_level') ?? '';
  const level = raw.startsWith('/') ? raw : `/${raw}`;
  return isLevelRoute(level) ? level : WELCOME;
}
