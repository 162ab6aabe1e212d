import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';
import { insertPlayer } from '../players/player-store';
import type { Role } from './tables';
import { markCarriedIn } from '../circuits/repository';
import { dropPlayerStats } from '../stats/repository';

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

export interface NewAccount {
  email: string;
  name: string;
  passwordHash: string;
  role?: Role;
}

/**
 * Makes `playerId` (an anonymous player with no account) a registered one, or a new player when
 * `playerId` is null. Registering on the anonymous player itself is what carries its circuits into the
 * account: nothing moves, so nothing can be lost or counted twice. In the same transaction its circuits
 * are marked carried in and its statistics row is dropped: an account's statistics count only circuits
 * started while signed in to it (docs/statistics.md), so registering only the anonymous player that
 * did well shapes nothing. The world's sums keep every circuit.
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
    if (playerId === null) await insertPlayer(trx, id, now);
    else {
      await markCarriedIn(trx, playerId);
      await dropPlayerStats(trx, playerId);
    }
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

/** Whether the player is an account (an anonymous player is not). */
export async function isAccount(db: AppDb, playerId: string): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('player_id').where('player_id', '=', playerId).executeTakeFirst();
  return row !== undefined;
}

export async function setAccountDetails(
  db: AppDb,
  playerId: string,
  details: { name: string; email: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ name: details.name, email: details.email, updated_at: now })
    .where('player_id', '=', playerId)
    .execute();
}

/** A new password hash; `updatedAt` when the player changed it (a rehash at login is not a change). */
export async function setPasswordHash(
  db: AppDb,
  playerId: string,
  passwordHash: string,
  updatedAt?: Date,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set(
      updatedAt === undefined
        ? { password_hash: passwordHash }
        : { password_hash: passwordHash, updated_at: updatedAt },
    )
    .where('player_id', '=', playerId)
    .execute();
}

/** Gives the account the admin role (the operator's `admin create`, docs/accounts.md). */
export async function makeAdmin(db: AppDb, playerId: string, now: Date): Promise<void> {
  await db.updateTable('accounts').set({ role: 'admin', updated_at: now }).where('player_id', '=', playerId).execute();
}
