import { createHash, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Web sessions of logged-in players travel in an httpOnly cookie, out of reach of page scripts
 * (docs/accounts.md). Cookie-authenticated writes also need the CSRF token: a value derived from the
 * session token (so nothing extra is stored), handed to the page in a readable cookie and sent back
 * in the X-CSRF-Token header. A forged cross-site request carries the cookies but cannot read them,
 * so it cannot set the header (double submit, bound to the session).
 */
export const SESSION_COOKIE = 'psi_session';
export const CSRF_COOKIE = 'psi_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** What the web app stores as `session_id` when the real token is in the httpOnly cookie. */
export const COOKIE_SESSION_MARKER = 'cookie';

/** A cookie's value as parsed by @fastify/cookie (registered in app.ts), if it has the shape our tokens have. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const value = request.cookies[name];
  return value !== undefined && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null;
}

export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`psi-csrf:${sessionToken}`, 'utf8').digest('base64url');
}

export function csrfMatches(sessionToken: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface CookieOptions {
  /** Secure flag: set when the app is served over https (PUBLIC_URL). */
  secure: boolean;
  maxAgeSeconds: number;
}

// SameSite=Strict: no cross-site request ever carries the session, and our API is same-origin.
const cookieOptions = (httpOnly: boolean, secure: boolean, maxAge: number): CookieSerializeOptions => ({
  path: '/',
  maxAge,
  sameSite: 'strict',
  httpOnly,
  secure,
});

export function setSessionCookies(reply: FastifyReply, sessionToken: string, options: CookieOptions): void {
  reply.setCookie(SESSION_COOKIE, sessionToken, cookieOptions(true, options.secure, options.maxAgeSeconds));
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(sessionToken), cookieOptions(false, options.secure, options.maxAgeSeconds));
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(true, secure, 0));
  reply.clearCookie(CSRF_COOKIE, cookieOptions(false, secure, 0));
}
