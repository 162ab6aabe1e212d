import type { AppDb } from '../db/app-db';
import { GroupCommit } from '../db/group-commit';
import { preparedStatement } from '../db/prepared';

/** A new player and their first session, as written. */
export interface NewPlayerRow {
  id: string;
  cuid: string;
  token_hash: string;
  at: Date;
}

// Players that arrive together, each with their first session, in one statement: atomic without an
// explicit transaction, and one round trip and one commit for the whole group (db/group-commit.ts).
export const insertPlayersSql = `with i as (
    select * from jsonb_to_recordset($1::jsonb) as i(id uuid, cuid uuid, token_hash text, at timestamptz)),
  player as (insert into players (id, cuid, created_at) select id, cuid, at from i returning id)
  insert into sessions (token_hash, player_id, created_at, last_seen_at)
    select i.token_hash, i.id, i.at, i.at from i join player using (id)`;
const insertPlayers = preparedStatement(insertPlayersSql);

export type PlayerWriter = GroupCommit<NewPlayerRow, null>;

/** The group commit of new players (one per process: AppContext.newPlayers). */
export function playerWriter(db: AppDb): PlayerWriter {
  return new GroupCommit(async (rows) => {
    await db.executeQuery(insertPlayers([JSON.stringify(rows)]));
    return rows.map(() => null);
  });
}
