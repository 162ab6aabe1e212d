// The operator console's calls. The console signs in as a web client: the session is the server's
// httpOnly cookie (never the player's stored session_id, so no Authorization header is sent), and
// every write carries the CSRF token from the readable psi_csrf cookie (docs/accounts.md).
import { ApiError, readBody, send } from './http';
import type { AccountInfo, AdminFilter, AdminHallOfFameList, AdminList, AdminThread, Message } from './types';

/** What login and /me answer that the console reads. */
export type AdminAccount = Pick<AccountInfo, 'userid' | 'name' | 'email' | 'role'>;

export type { AdminFilter, AdminHallOfFameList, AdminList, AdminThread };

function csrfToken(): string {
  const match = /(?:^|;\s*)psi_csrf=([^;]+)/.exec(document.cookie);
  return match?.[1] ?? '';
}

async function call<T>(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method === 'POST') headers['X-CSRF-Token'] = csrfToken();
  const res = await send(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await readBody(res)) as { error?: string; message?: string } | null;
  if (!res.ok)
    throw new ApiError(
      res.status,
      String(parsed?.error ?? `http_${res.status}`),
      String(parsed?.message ?? `The server answered ${res.status}.`),
      parsed,
    );
  return parsed as T;
}

export const adminLogin = (email: string, password: string) =>
  call<AdminAccount>('/api/account/login', 'POST', { email, password, client: 'web' });
export const adminLogout = () => call<Message>('/api/account/logout', 'POST', {});
export const whoAmI = () => call<AdminAccount>('/api/account/me');
export const adminFeedback = (filter: AdminFilter) => call<AdminList>(`/api/admin/feedback?filter=${filter}`);
export const answerFeedback = (queryId: string, answer: string) =>
  call<AdminThread>(`/api/admin/feedback/${encodeURIComponent(queryId)}/answer`, 'POST', { answer });
export const adminHallOfFameNames = () => call<AdminHallOfFameList>('/api/admin/hall-of-fame');
export const hideHallOfFameName = (playerId: string, hidden: boolean) =>
  call<AdminHallOfFameList>(`/api/admin/hall-of-fame/${encodeURIComponent(playerId)}/hide`, 'POST', { hidden });
