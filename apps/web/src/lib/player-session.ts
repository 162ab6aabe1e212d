// An anonymous player is created on first need (a circuit, feedback, a purchase); the app stores the
// identifiers (spec §3). Concurrent callers share one call.
import { createPlayer } from './api/players';
import { storage } from './storage';

let creating: Promise<boolean> | null = null;

/**
 * Makes sure a session is stored (POST /api/players when there is none). True when this call (or the
 * one it joined) made a new player, who therefore has no circuit yet.
 */
export function ensurePlayer(): Promise<boolean> {
  if (storage.get('session_id')) return Promise.resolve(false);
  creating ??= createPlayer()
    .then((player) => {
      storage.set('userid', player.userid);
      storage.set('cuid', player.cuid);
      storage.set('session_id', player.session_id);
      return true;
    })
    .finally(() => {
      creating = null;
    });
  return creating;
}
