// Issue 4 item 1: an anonymous player is created on the first visit; the app stores the identifiers.
import { createPlayer } from '../../lib/api/players';
import { storage } from '../../lib/storage';

let creating: Promise<void> | null = null;

/** Makes sure a session is stored (POST /api/players when there is none); concurrent callers share one call. */
export function ensurePlayer(): Promise<void> {
  if (storage.get('session_id')) return Promise.resolve();
  creating ??= createPlayer()
    .then((player) => {
      storage.set('userid', player.userid);
      storage.set('cuid', player.cuid);
      storage.set('session_id', player.session_id);
    })
    .finally(() => {
      creating = null;
    });
  return creating;
}
