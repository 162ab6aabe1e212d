// The hall of fame's names (migrations/061): a player's own opt-in, and an admin's hiding.
import type { AppDb } from '../db/app-db';
import { isUniqueViolation } from '../db/unique-violation';

export interface NameSetting {
  optIn: boolean;
  displayName: string;
  hidden: boolean;
}

export async function readSetting(db: AppDb, playerId: string): Promise<NameSetting> {
  const row = await db
    .selectFrom('hall_of_fame_names')
    .select(['display_name', 'opted_in', 'hidden'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row
    ? { optIn: row.opted_in, displayName: row.display_name, hidden: row.hidden }
    : { optIn: false, displayName: '', hidden: false };
}

/**
 * Opts in with `displayName`, or out (an empty name keeps the one stored). The hidden flag is never touched
 * here, so opting out and in again does not undo an admin's hiding. 'name-taken' when another player shows it.
 */
export async function writeSetting(
  db: AppDb,
  playerId: string,
  optIn: boolean,
  displayName: string,
  now: Date,
): Promise<NameSetting | 'name-taken'> {
  try {
    if (displayName === '') {
      // Opting out without a name: only an existing row changes (nothing to store otherwise).
      await db
        .updateTable('hall_of_fame_names')
        .set({ opted_in: optIn, updated_at: now })
        .where('player_id', '=', playerId)
        .execute();
    } else {
      await db
        .insertInto('hall_of_fame_names')
        .values({ player_id: playerId, display_name: displayName, opted_in: optIn, updated_at: now })
        .onConflict((oc) =>
          oc.column('player_id').doUpdateSet({ display_name: displayName, opted_in: optIn, updated_at: now }),
        )
        .execute();
    }
  } catch (error) {
    if (isUniqueViolation(error)) return 'name-taken';
    throw error;
  }
  return readSetting(db, playerId);
}

export async function listNames(db: AppDb) {
  const rows = await db
    .selectFrom('hall_of_fame_names')
    .select(['player_id', 'display_name', 'opted_in', 'hidden', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    playerId: r.player_id,
    displayName: r.display_name,
    optIn: r.opted_in,
    hidden: r.hidden,
    updatedAt: r.updated_at.toISOString(),
  }));
}

/** Hides or shows a player's name; false when the player has never chosen one. */
export async function setHidden(db: AppDb, playerId: string, hidden: boolean, admin: string, now: Date) {
  const row = await db
    .updateTable('hall_of_fame_names')
    .set({ hidden, hidden_by: admin, updated_at: now })
    .where('player_id', '=', playerId)
    .returning('player_id')
    .executeTakeFirst();
  return row !== undefined;
}
