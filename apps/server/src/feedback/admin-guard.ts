// The one door the operator console's routes go through: who is asking, and are they an admin?
// Kept in one file so the feedback routes do not depend on how accounts are implemented.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context';
import { bearerToken } from '../players/auth';
import { gameContext } from '../players/game-context';
import { touchSession } from '../players/player-store';

export interface AdminIdentity {
  /** Shown as the answer's author in the console. */
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdmin on the console's routes. */
    admin: AdminIdentity | null;
  }
}

export type AdminCheck = AdminIdentity | 'unauthenticated' | 'forbidden';

/** Until accounts exist, no session is an admin's. */
async function resolveAdmin(ctx: AppContext, request: FastifyRequest): Promise<AdminCheck> {
  const token = bearerToken(request);
  const session = token === null ? null : await touchSession(gameContext(ctx), token, ctx.now());
  return session === null ? 'unauthenticated' : 'forbidden';
}

/** preHandler: 401 without a live login, 403 for a login that is not an admin's. */
export function requireAdmin(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function admitAdmin(request: FastifyRequest, reply: FastifyReply) {
    const check = await resolveAdmin(ctx, request);
    if (check === 'unauthenticated') {
      await reply.code(401).send({ error: 'not_logged_in', message: 'Log in with an admin account to use the console.' });
      return;
    }
    if (check === 'forbidden') {
      await reply.code(403).send({ error: 'forbidden', message: 'This account is not an admin.' });
      return;
    }
    request.admin = check;
  };
}

export function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (request.admin === null) throw new Error('route registered without requireAdmin');
  return request.admin;
}
