import { randomUUID } from 'node:crypto';
import type { AppDb } from '../db/app-db';
import type { PlayerWriter } from './arrival-writer';
import type { AppContext } from '../app-context';
import { refreshIntervalMs, type SessionCache } from './session-cache';
import { deleteSessions } from './revoke-sessions';
import { hashToken, newSessionToken } from './session-token';

export interface NewPlayer {
  userid: string;
  cuid: string;
  session_id: string;
}

/**
 * A new player and session. The session is remembered in `sessions` as just written (its last_seen_at
 * is `now`), so the player's next call, usually starting a circuit, needs no statement to check it.
 */
export async function createPlayer(writer: PlayerWriter, now: Date, sessions?: SessionCache): Promise<NewPlayer> {
  const userid = randomUUID();
  const cuid = randomUUID();
  const sessionId = newSessionToken();
  const tokenHash = hashToken(sessionId);
  await writer.submit({ id: userid, cuid, token_hash: tokenHash, at: now });
  sessions?.remember(tokenHash, userid, now.getTime(), sessions.revision);
  return { userid, cuid, session_id: sessionId };
}

export interface SessionPlayer {
  playerId: string;
}

/**
 * Finds a live session and refreshes its idle timer. The database check-and-refresh is one
 * statement: the row is updated only if it was seen within the idle time, so an expired session
 * stays expired. A session this process refreshed moments ago skips the database (session-cache.ts).
 */
export async function touchSession(
  ctx: Pick<AppContext, 'db' | 'sessions' | 'sessionIdleMinutes'> & Partial<Pick<AppContext, 'sessionAbsoluteHours'>>,
  sessionId: string,
  now: Date,
): Promise<SessionPlayer | null> {
  if (sessionId === '' || sessionId.length > 200) return null;
  const tokenHash = hashToken(sessionId);
  const refreshMs = refreshIntervalMs(ctx.sessionIdleMinutes);
  const cached = ctx.sessions.fresh(tokenHash, now.getTime(), refreshMs);
  if (cached !== null) return { playerId: cached };
  const revision = ctx.sessions.revision;
  const cutoff = new Date(now.getTime() - ctx.sessionIdleMinutes * 60_000);
  // Absolute expiry (docs/accounts.md): however active, a session ends SESSION_ABSOLUTE_HOURS after it began.
  const bornAfter = new Date(now.getTime() - (ctx.sessionAbsoluteHours ?? Infinity) * 3_600_000);
  const row = await ctx.db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where('last_seen_at', '>', cutoff)
    .$if(Number.isFinite(bornAfter.getTime()), (q) => q.where('created_at', '>', bornAfter))
    .returning('player_id as playerId')
    .executeTakeFirst();
  if (!row) {
    ctx.sessions.forget(tokenHash);
    return null;
  }
  ctx.sessions.remember(tokenHash, row.playerId, now.getTime(), revision);
  return row;
}

/** A new session for a player: 256 random bits, stored as its SHA-256 (session-token.ts). */
export async function openSession(db: AppDb, playerId: string, now: Date): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), player_id: playerId, created_at: now, last_seen_at: now })
    .execute();
  return token;
}

/** Ends one session, here, in this process's cache and, on PostgreSQL, in every other process's. */
export async function closeSession(ctx: Pick<AppContext, 'db' | 'sessions'>, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const gone = await deleteSessions(ctx.db, (eb) => eb('token_hash', '=', tokenHash));
  // Forgotten here even when the database had it no more (deleted by another request meanwhile).
  if (gone.length === 0) ctx.sessions.forget(tokenHash);
  await ctx.sessions.forgetEverywhere(gone);
}

/** Ends every session of a player (password reset, account deletion), optionally sparing one. */
export async function closeAllSessions(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  playerId: string,
  keepToken?: string,
): Promise<void> {
  const keep = keepToken === undefined ? null : hashToken(keepToken);
  const gone = await deleteSessions(ctx.db, (eb) =>
    eb.and([eb('player_id', '=', playerId), ...(keep === null ? [] : [eb('token_hash', '<>', keep)])]),
  );
  await ctx.sessions.forgetEverywhere(gone);
}

export async function playerCuid(db: AppDb, playerId: string): Promise<string> {
  const row = await db.selectFrom('players').select('cuid').where('id', '=', playerId).executeTakeFirstOrThrow();
  return row.cuid;
}

/**
 * Locks the player's row until the transaction ends (so two writers on one player take turns);
 * false if there is no such player.
 */
export async function lockPlayer(trx: AppDb, playerId: string): Promise<boolean> {
  const row = await trx.selectFrom('players').select('id').where('id', '=', playerId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** A player with no session yet (an account registered without playing first); its id is `id`. */
export async function insertPlayer(trx: AppDb, id: string, now: Date): Promise<void> {
  await trx.insertInto('players').values({ id, cuid: randomUUID(), created_at: now }).execute();
}

/** Deletes the player; everything of theirs cascades (docs/accounts.md). */
export async function deletePlayer(db: AppDb, playerId: string): Promise<void> {
  await db.deleteFrom('players').where('id', '=', playerId).execute();
}

/** The player and their sessions' times, as the data export shows them (no token hashes). */
export async function playerForExport(db: AppDb, playerId: string) {
  const [player, sessions] = await Promise.all([
    db.selectFrom('players').select(['cuid', 'created_at']).where('id', '=', playerId).executeTakeFirstOrThrow(),
    db
      .selectFrom('sessions')
      .select(['created_at', 'last_seen_at'])
      .where('player_id', '=', playerId)
      .orderBy('created_at')
      .execute(),
  ]);
  return { player, sessions };
}
