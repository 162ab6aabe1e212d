import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { csrfMatches, CSRF_HEADER, readCookie, SESSION_COOKIE } from './session-cookies';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';
import { touchSession, type SessionPlayer } from '../players/player-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession on authenticated routes. */
    player: SessionPlayer | null;
  }
}

/** The contract's answer to an unknown or expired session (the app shows 'Session timeout.'). */
export const SESSION_ERROR = { error: 'session_error', session_error: 1, message: 'Session timeout.' } as const;

/** A cookie-authenticated write without the CSRF header (docs/accounts.md). */
export const CSRF_ERROR = {
  error: 'csrf_failed',
  message: 'This request is missing its security token. Reload the page and try again.',
} as const;

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export interface SessionCredential {
  token: string;
  /** bearer: the native container and anonymous players; cookie: logged-in players on the web. */
  via: 'bearer' | 'cookie';
}

/** The bearer token if one is sent, else the web's httpOnly session cookie. */
export function sessionCredential(request: FastifyRequest): SessionCredential | null {
  const bearer = bearerToken(request);
  if (bearer !== null) return { token: bearer, via: 'bearer' };
  const cookie = readCookie(request, SESSION_COOKIE);
  return cookie === null ? null : { token: cookie, via: 'cookie' };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** False for a cookie-authenticated write whose X-CSRF-Token does not match the session. */
export function csrfOk(request: FastifyRequest, credential: SessionCredential): boolean {
  return (
    credential.via === 'bearer' ||
    SAFE_METHODS.has(request.method) ||
    csrfMatches(credential.token, request.headers[CSRF_HEADER])
  );
}

/** preHandler for authenticated routes: a live session refreshes its idle timer, else 401. */
export function requireSession(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest) {
    const credential = sessionCredential(request);
    if (credential !== null && !csrfOk(request, credential)) throw new ApiError('forbidden', CSRF_ERROR);
    const player = credential === null ? null : await touchSession(ctx, credential.token, ctx.now());
    if (player === null) throw new ApiError('unauthorized', SESSION_ERROR);
    request.player = player;
  };
}

export function currentPlayer(request: FastifyRequest): SessionPlayer {
  if (request.player === null) throw new Error('route registered without requireSession');
  return request.player;
}
