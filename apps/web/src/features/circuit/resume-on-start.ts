// Spec §7 on app start: ask the server where to resume (last_level_web), hand session_set back
// (challenge-1), then go to the level. Spec §7/§8: on failure, go to the stored level; on
// session_error, the 'Session timeout.' alert (session-timeout.tsx) takes over.
import { lastLevelWeb, randToken, setSessionData } from '../../lib/api/legacy';
import { storage } from '../../lib/storage';
import { FIRST_LEVEL, WELCOME } from '../../app/routes';
import type { CircuitStore } from './circuit-store';

/** Where to go after the resume call: a path, or null to stay (session timeout: the alert decides). */
export type ResumeTarget = { path: string } | null;

const yes = (value: unknown) => value === true || Number(value) === 1;

function storedLevel(): string {
  const raw = storage.get('current_level') ?? '';
  // No level stored: stay in the circuit (the exercise page finds the real step); the default path
  // was already sent to game-begins by the start route (app/startup/start-route.ts).
  return raw.startsWith('/game-') ? raw : raw.startsWith('game-') ? `/${raw}` : FIRST_LEVEL;
}

function clearLocalData(circuit: Pick<CircuitStore, 'forget'>): void {
  storage.clearAll();
  circuit.forget();
}

/**
 * Runs the two legacy calls; never throws. Without a stored session there is nothing to resume:
 * welcome, or offline stay where the player is (exercise 1 offers an offline circuit; the welcome
 * page would sit under the blocking loader). `circuit`: the app's store, forgotten with the local data.
 */
export async function resumeLastLevel(
  circuit: Pick<CircuitStore, 'forget'>,
  online = navigator.onLine,
): Promise<ResumeTarget> {
  const players = storage.get('session_id');
  if (!players) return online ? { path: WELCOME } : null;
  const uid = storage.get('userid') ?? '';
  try {
    const last = await lastLevelWeb({ logged_u: storage.get('logined_user') ?? '', uid, players, rand: randToken() });
    if (yes(last.session_error)) return null;
    if (yes(last.reset_localstorage)) {
      clearLocalData(circuit);
      return { path: FIRST_LEVEL };
    }
    if (last.session_set) {
      const check = await setSessionData({
        set_data: last.session_set,
        player: uid,
        players,
        rand: randToken(),
        game: 'set_session_data',
      });
      // §7.2: set_data_again = 1 clears local data; the next exercise page restores a session (a new player).
      if (Number(check.set_data_again) === 1) {
        clearLocalData(circuit);
        return { path: FIRST_LEVEL };
      }
    }
    // active_game is the route of the unfinished circuit's current step, e.g. game-doors.
    const active = last.active_game ? `/${last.active_game.replace(/^\/+/, '')}` : '';
    return { path: active || storedLevel() };
  } catch {
    return { path: storedLevel() };
  }
}
