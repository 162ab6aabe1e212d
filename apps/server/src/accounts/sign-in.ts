import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCredential } from '../auth/session';
import { touchSession } from '../players/player-store';
import type { AppContext } from '../app-context';
import type { AccountRow } from './account-store';
import { closeSession, openSession, playerCuid } from '../players/player-store';
import { COOKIE_SESSION_MARKER, csrfTokenFor, setSessionCookies } from '../auth/session-cookies';

/** The live session sent with a request (bearer or cookie), if any: the anonymous history to carry over. */
export async function sentSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ token: string; playerId: string } | null> {
  const credential = sessionCredential(request);
  if (credential === null) return null;
  const session = await touchSession(ctx, credential.token, ctx.now());
  return session === null ? null : { token: credential.token, playerId: session.playerId };
}

/**
 * Opens a fresh session for the account (a new token on every login: a token known before login is
 * worth nothing after it) and answers with it: in httpOnly cookies for the web, in the body for the
 * native container. The session the request came with, if any, is closed.
 */
export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Pick<AccountRow, 'player_id' | 'email' | 'name' | 'role'>,
  client: 'web' | 'native' | undefined,
  carriedCircuits: number,
  previousToken: string | null,
) {
  if (previousToken !== null) await closeSession(ctx, previousToken);
  const now = ctx.now();
  const token = await openSession(ctx.db, account.player_id, now);
  const idleSeconds = Math.round(ctx.sessionIdleMinutes * 60);
  const base = {
    userid: account.player_id,
    cuid: await playerCuid(ctx.db, account.player_id),
    name: account.name,
    email: account.email,
    role: account.role,
    expiresInSeconds: idleSeconds,
    carriedCircuits,
  };
  void request;
  if (client === 'native') return { ...base, session_id: token };
  // The cookie lives as long as the absolute expiry; the server enforces the idle one.
  setSessionCookies(reply, token, {
    secure: ctx.secureCookies,
    maxAgeSeconds: Math.round(ctx.sessionAbsoluteHours * 3600),
  });
  return { ...base, session_id: COOKIE_SESSION_MARKER, csrfToken: csrfTokenFor(token) };
}
