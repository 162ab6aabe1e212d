import { createHash, timingSafeEqual } from 'node:crypto';
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

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null;
    }
  }
  return null;
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

function cookie(name: string, value: string, httpOnly: boolean, options: CookieOptions): string {
  // SameSite=Strict: no cross-site request ever carries the session, and our API is same-origin.
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'SameSite=Strict',
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function setSessionCookies(reply: FastifyReply, sessionToken: string, options: CookieOptions): void {
  reply.header('set-cookie', [
    cookie(SESSION_COOKIE, sessionToken, true, options),
    cookie(CSRF_COOKIE, csrfTokenFor(sessionToken), false, options),
  ]);
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', [
    cookie(SESSION_COOKIE, '', true, { secure, maxAgeSeconds: 0 }),
    cookie(CSRF_COOKIE, '', false, { secure, maxAgeSeconds: 0 }),
  ]);
}
