// Spec §4 "App start": with a stored session, go to current_level; without, to game-ready-set-go.
// Only the default path redirects: a deep link the player opened is respected.
import { FIRST_LEVEL, isLevelRoute } from '../routes';

export interface SessionStore {
  get(key: 'session_id' | 'current_level'): string | null;
}

export function startRoute(path: string, store: SessionStore): string | null {
  if (path !== '/') return null;
  if (!store.get('session_id')) return FIRST_LEVEL;
  const raw = store.get('current_level') ?? '';
  const level = raw.startsWith('/') ? raw : `/${raw}`;
  return isLevelRoute(level) ? level : FIRST_LEVEL;
}
