import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { GameContext } from './game-context';
import { touchSession, type SessionPlayer } from './player-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession on authenticated routes. */
    player: SessionPlayer | null;
  }
}

/** The contract's answer to an unknown or expired session (the app shows 'Session timeout.'). */
export const SESSION_ERROR = { error: 'session_error', session_error: 1, message: 'Session timeout.' } as const;

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** preHandler for authenticated routes: a live session refreshes its idle timer, else 401. */
export function requireSession(ctx: GameContext): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    const player = token === null ? null : await touchSession(ctx, token, ctx.now());
    if (player === null) {
      await reply.code(401).send(SESSION_ERROR);
      return;
    }
    request.player = player;
  };
}

export function currentPlayer(request: FastifyRequest): SessionPlayer {
  if (request.player === null) throw new Error('route registered without requireSession');
  return request.player;
}
