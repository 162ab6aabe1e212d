/**
 * Account guards (beside the session check, auth/session.ts, that every feature shares): Fastify preHandlers that resolve the logged-in account of a request.
 *
 * STABLE API (other features build on it, e.g. the /admin console):
 *
 *   import { requireAccount, requireAdmin, currentAccount } from '../auth/account-guards';
 *
 *   export const adminRoutes: RoutePlugin = async (app, { ctx }) => {
 *     app.addHook('preHandler', requireAdmin(ctx));   // 401 not logged in, 403 not an admin
 *     app.get('/api/admin/…', async (request) => {
 *       const admin = currentAccount(request);        // { id, playerId, email, name, role }
 *       …
 *     });
 *   };
 *
 * - `requireAccount(ctx)`: any logged-in account. 401 `session_error` ('Session timeout.') when a
 *   session token was sent but is unknown or expired; 401 `login_required` when none was sent or it
 *   belongs to an anonymous player.
 * - `requireAdmin(ctx)`: as requireAccount, then 403 `forbidden` unless the account's role is 'admin'.
 * - `optionalAccount(ctx)`: never rejects; `request.account` is the account or null (an anonymous
 *   player's session still sets `request.player`).
 *
 * The session comes from `Authorization: Bearer <token>` (native app, scripts) or the web's httpOnly
 * cookie; a cookie-authenticated POST/PUT/PATCH/DELETE must carry X-CSRF-Token (403 `csrf_failed`).
 * Every guard also sets `request.player` ({ playerId }), as requireSession does, so the player's
 * routes and the account's share one session. The role is read from the database on every request,
 * so a demotion takes effect at once.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';
import { CSRF_ERROR, csrfOk, SESSION_ERROR, sessionCredential } from './session';
import { touchSession } from '../players/player-store';
import { findAccount } from '../accounts/account-store';
import type { Role } from '../accounts/tables';

export interface SignedInAccount {
  /** The account's id, which is also its player's id (the app's `userid`). */
  id: string;
  playerId: string;
  email: string;
  name: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the account guards: the logged-in account, or null. */
    account: SignedInAccount | null;
  }
}

export const LOGIN_REQUIRED = { error: 'login_required', message: 'Please log in to continue.' } as const;
export const FORBIDDEN = { error: 'forbidden', message: 'This page is for administrators only.' } as const;

type Resolved =
  | { kind: 'account'; account: SignedInAccount }
  | { kind: 'anonymous'; playerId: string }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'csrf' };

async function resolve(ctx: AppContext, request: FastifyRequest): Promise<Resolved> {
  const credential = sessionCredential(request);
  if (credential === null) return { kind: 'none' };
  if (!csrfOk(request, credential)) return { kind: 'csrf' };
  const session = await touchSession(ctx, credential.token, ctx.now());
  if (session === null) return { kind: 'expired' };
  request.player = session;
  const row = await findAccount(ctx.db, session.playerId);
  if (!row) return { kind: 'anonymous', playerId: session.playerId };
  return {
    kind: 'account',
    account: { id: row.player_id, playerId: row.player_id, email: row.email, name: row.name, role: row.role },
  };
}

/** Throws the refusal for anything but a signed-in account. */
function rejectUnlessAccount(resolved: Resolved): void {
  if (resolved.kind === 'csrf') throw new ApiError('forbidden', CSRF_ERROR);
  if (resolved.kind === 'expired') throw new ApiError('unauthorized', SESSION_ERROR);
  if (resolved.kind !== 'account') throw new ApiError('unauthorized', LOGIN_REQUIRED);
}

/** Any logged-in account, else 401 (or 403 for a cookie write without its CSRF token). */
export function requireAccount(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function accountGuard(request) {
    const resolved = await resolve(ctx, request);
    request.account = resolved.kind === 'account' ? resolved.account : null;
    rejectUnlessAccount(resolved);
  };
}

/** A logged-in account whose role is 'admin': 401 when not logged in, 403 for anyone else. */
export function requireAdmin(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function adminGuard(request) {
    const resolved = await resolve(ctx, request);
    request.account = resolved.kind === 'account' ? resolved.account : null;
    rejectUnlessAccount(resolved);
    if (request.account?.role !== 'admin') throw new ApiError('forbidden', FORBIDDEN);
  };
}

/** Resolves the account if there is one; never answers by itself. */
export function optionalAccount(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function optionalAccountGuard(request) {
    const resolved = await resolve(ctx, request);
    request.account = resolved.kind === 'account' ? resolved.account : null;
  };
}

/** The account set by requireAccount/requireAdmin; throws if the route forgot its guard. */
export function currentAccount(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw new Error('route registered without requireAccount/requireAdmin');
  return request.account;
}
