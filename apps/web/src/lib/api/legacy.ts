// The two calls of specification §7, wire contract kept: a text/plain body holding JSON and
// JSON/text Accept headers (a "simple" CORS request, as the original app sent it).
import { ApiError, readBody, send } from './http';
import { reportSessionExpired } from './session-expiry';
import type { LastLevelRequest, LastLevelResponse, SessionDataRequest, SessionDataResponse } from './types';

export const LEGACY_HEADERS = {
  'Content-Type': 'text/plain',
  Accept: 'application/json, text/plain, */*',
} as const;

async function legacyPost<T>(path: string, body: object): Promise<T> {
  const res = await send(path, { method: 'POST', headers: { ...LEGACY_HEADERS }, body: JSON.stringify(body) });
  const parsed = await readBody(res);
  const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  // Spec §7: on session_error the app shows the 'Session timeout.' alert, whatever the status.
  if (record && Number(record.session_error) === 1) reportSessionExpired();
  if (!res.ok || !record) {
    throw new ApiError(
      res.status,
      String(record?.error ?? `http_${res.status}`),
      String(record?.message ?? 'The server could not answer.'),
      parsed,
    );
  }
  return record as T;
}

/** A cache-busting random token, as the original app sent in `rand`. */
export function randToken(): string {
  return Math.random().toString().slice(2);
}

/** §7.1: which level to resume. */
export function lastLevelWeb(body: LastLevelRequest): Promise<LastLevelResponse> {
  return legacyPost<LastLevelResponse>('/backend/psychic_backend.php?last_level_web', body);
}

/** §7.2: hands back `session_set`; set_data_again = 1 asks the app to clear local data and restore the session. */
export function setSessionData(body: SessionDataRequest): Promise<SessionDataResponse> {
  return legacyPost<SessionDataResponse>('/backend/challenge-1.php', body);
}
