// The one door the operator console's routes go through: who is asking, and are they an admin?
// The feedback routes depend on this file only, not on how accounts work; it adapts the accounts
// guard (account-guards.ts: 401 not logged in, 403 not an admin, role read on every request).
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { currentAccount, requireAdmin as requireAdminAccount } from './account-guards';
import type { AppContext } from '../app-context';

export interface AdminIdentity {
  /** Shown as the answer's author in the console. */
  name: string;
}

/** Routes using it must decorate the request with `account` and `player` (null). */
export function requireAdmin(ctx: AppContext): preHandlerAsyncHookHandler {
  return requireAdminAccount(ctx);
}

export function currentAdmin(request: FastifyRequest): AdminIdentity {
  const account = currentAccount(request);
  return { name: account.name || account.email };
}
