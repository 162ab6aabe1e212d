import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';
import type { AppContext } from '../app-context';
import { hashToken, newSessionToken } from '../players/session-token';
import type { Role } from './tables';

export interface AccountRow {
  player_id: string;
  email: string;
  name: string;
  password_hash: string;
  role: Role;
}

export function findAccountByEmail(db: AppDb, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .select(['player_id', 'email', 'name', 'password_hash', 'role'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findAccount(db: AppDb, playerId: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .select(['player_id', 'email', 'name', 'password_hash', 'role'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

/** PostgreSQL's unique_violation: a concurrent registration took the email first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export interface NewAccount {
  email: string;
  name: string;
  passwordHash: string;
  role?: Role;
}

/**
 * Makes `playerId` (an anonymous player with no account) a registered one, or a new player when
 * `playerId` is null. Registering on the anonymous player itself is what carries its circuits and
 * statistics into the account: nothing moves, so nothing can be lost or counted twice.
 * Throws a unique violation when the email is taken (isUniqueViolation).
 */
export async function createAccount(
  db: AppDb,
  playerId: string | null,
  account: NewAccount,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const id = playerId ?? randomUUID();
    if (playerId === null)
      await trx.insertInto('players').values({ id, cuid: randomUUID(), created_at: now }).execute();
    await trx
      .insertInto('accounts')
      .values({
        player_id: id,
        email: account.email.trim(),
        name: account.name.trim(),
        password_hash: account.passwordHash,
        role: account.role ?? 'player',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  });
}

/** A new session for a player: 256 random bits, stored as its SHA-256 (players/session-token.ts). */
export async function openSession(db: AppDb, playerId: string, now: Date): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), player_id: playerId, created_at: now, last_seen_at: now })
    .execute();
  return token;
}

/** Ends one session, here and in this process's cache. */
export async function closeSession(ctx: Pick<AppContext, 'db' | 'sessions'>, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await ctx.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  ctx.sessions.forget(tokenHash);
}

/** Ends every session of a player (password reset, account deletion), optionally sparing one. */
export async function closeAllSessions(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  playerId: string,
  keepToken?: string,
): Promise<void> {
  const keep = keepToken === undefined ? null : hashToken(keepToken);
  const rows = await ctx.db
    .deleteFrom('sessions')
    .where('player_id', '=', playerId)
    .$if(keep !== null, (q) => q.where('token_hash', '<>', keep!))
    .returning('token_hash')
    .execute();
  for (const row of rows) ctx.sessions.forget(row.token_hash);
}

export async function playerCuid(db: AppDb, playerId: string): Promise<string> {
  const row = await db.selectFrom('players').select('cuid').where('id', '=', playerId).executeTakeFirstOrThrow();
  return row.cuid;
}
