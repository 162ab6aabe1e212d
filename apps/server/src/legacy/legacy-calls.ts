import { circuitView } from '@psi/engine';
import { COOKIE_SESSION_MARKER } from '../auth/session-cookies';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';
import { touchSession } from '../players/player-store';
import { entitlement } from '../purchases/entitlement';
import { idField, parseJsonObject, type Parsed } from './parse-body';
import { sessionSetMatches, sessionSetToken } from './session-set';
import { activeCircuit } from '../circuits/repository';

/** The call's JSON answer, or its 400 refusal (returned; the route throws it for the error handler). */
export type LegacyAnswer = Record<string, unknown> | ApiError;

// A logged-in web player's session_id is the marker 'cookie': the token itself is in the httpOnly
// cookie (docs/accounts.md), which these calls then use as `players`.
function sessionOf(players: string, cookieToken: string | null): string {
  return players === COOKIE_SESSION_MARKER && cookieToken !== null ? cookieToken : players;
}

const badRequest = (message: string): ApiError => new ApiError('bad_request', { error: 'bad_request', message });

function fields<K extends string>(obj: Record<string, unknown>, names: readonly K[]): Parsed<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const name of names) {
    const field = idField(obj, name);
    if (!field.ok) return field;
    out[name] = field.value;
  }
  return { ok: true, value: out };
}

/**
 * POST /backend/psychic_backend.php?last_level_web (spec §7.1): where should the app resume?
 * Field meanings: docs/api.md. logged_u and rand are read but carry nothing the server needs
 * (no accounts yet; rand only defeats caches).
 */
export async function lastLevelWeb(
  ctx: AppContext,
  body: unknown,
  cookieToken: string | null = null,
  freeCircuits: number | null = null,
): Promise<LegacyAnswer> {
  const obj = parseJsonObject(body);
  if (!obj.ok) return badRequest(obj.message);
  const parsed = fields(obj.value, ['uid', 'players']);
  if (!parsed.ok) return badRequest(parsed.message);
  const { uid } = parsed.value;
  const players = sessionOf(parsed.value.players, cookieToken);
  const session = await touchSession(ctx, players, ctx.now());
  if (!session || session.playerId !== uid) {
    return {
      session_error: 1,
      reset_localstorage: 1,
      active_game: '',
      success: 0,
      session_set: '',
      play_again_data: null,
      already_plyed: 0,
    };
  }
  const [active, allowance] = await Promise.all([
    activeCircuit(ctx.db, session.playerId),
    entitlement(ctx.db, session.playerId, freeCircuits),
  ]);
  return {
    session_error: 0,
    reset_localstorage: 0,
    active_game: active ? circuitView(active.state).route : '',
    success: 1,
    session_set: sessionSetToken(players, uid),
    // docs/decisions.md: the unfinished circuit (if any) and the FREE_CIRCUITS entitlement (docs/api.md).
    play_again_data: {
      circuit_id: active?.id ?? null,
      seq: active?.seq ?? null,
      free_circuits: allowance.freeCircuits,
      circuits_left: allowance.circuitsLeft,
      pass_needed: !active && allowance.circuitsLeft === 0 ? 1 : 0,
    },
    already_plyed: allowance.started,
  };
}

/**
 * POST /backend/challenge-1.php (spec §7.2): is the app's stored session data still good?
 * set_data_again = 1 when the session is unknown or expired, `player` is not the session's player,
 * or set_data is not the session_set this session was given.
 */
export async function setSessionData(
  ctx: AppContext,
  body: unknown,
  cookieToken: string | null = null,
): Promise<LegacyAnswer> {
  const parsed = parseJsonObject(body);
  if (!parsed.ok) return badRequest(parsed.message);
  if (parsed.value.game !== 'set_session_data') return badRequest('Field "game" must be "set_session_data".');
  const f = fields(parsed.value, ['set_data', 'player', 'players']);
  if (!f.ok) return badRequest(f.message);
  const { set_data: setData, player } = f.value;
  const players = sessionOf(f.value.players, cookieToken);
  const session = await touchSession(ctx, players, ctx.now());
  const good = session !== null && session.playerId === player && sessionSetMatches(players, player, setData);
  return { set_data_again: good ? 0 : 1, success: good ? 1 : 0 };
}
