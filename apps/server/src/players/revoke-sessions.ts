import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AppDb } from '../db/app-db';
import type { Database } from '../db/schema';

/**
 * The PostgreSQL channel on which a deleted session's token hash is announced, so every API process
 * drops it from its session cache at once (revocation-listener.ts). A hash is no secret: the
 * database holds it, and once revoked it opens nothing.
 */
export const REVOKED_SESSIONS_CHANNEL = 'psi_sessions_revoked';

/**
 * Deletes the sessions `where` selects and announces each on REVOKED_SESSIONS_CHANNEL, in one
 * statement: NOTIFY is transactional, so the announcement goes out when the deletion commits (inside
 * a caller's transaction, when that commits) and never for a deletion rolled back. On PGlite no one
 * listens and the announcement is dropped. Returns the deleted token hashes, for this process's cache.
 */
export async function deleteSessions(
  db: AppDb,
  where: (eb: ExpressionBuilder<Database, 'sessions'>) => Expression<SqlBool>,
): Promise<string[]> {
  const rows = await db
    .with('gone', (q) => q.deleteFrom('sessions').where(where).returning('token_hash'))
    .selectFrom('gone')
    .select(['token_hash', sql<string>`pg_notify(${REVOKED_SESSIONS_CHANNEL}, token_hash)`.as('announced')])
    .execute();
  return rows.map((row) => row.token_hash);
}
