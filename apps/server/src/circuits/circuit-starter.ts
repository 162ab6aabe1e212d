import type { CircuitState } from '@psi/engine';
import type { AppDb } from '../db/app-db';
import { GroupCommit } from '../db/group-commit';
import { preparedStatement } from '../db/prepared';
import { isUniqueViolation } from '../db/unique-violation';

/** A circuit to insert if its player has none unfinished. */
export interface NewCircuitRow {
  id: string;
  player_id: string;
  seed: string;
  commitment: string;
  state: CircuitState;
  at: Date;
}

// The starts that arrive together, in one statement (db/group-commit.ts): each circuit is inserted
// only if its player has no unfinished one. A concurrent start of the same player (in this batch, or
// in another process) can slip in between the check and the insert: the unique partial index then
// refuses the statement (23505), each start is retried alone, and a refused one takes the
// transaction path of startVerifiedCircuit.
// Each player is checked through circuits_player_idx, whatever the planner's statistics say: as a
// `not exists` the check became a hash anti-join over every active circuit, and with `status =
// 'active'` a plan cached while the table was small scanned circuits_active_started_idx (all active
// circuits) for each start. Measured on a table growing from empty: 7 ms a start at 20,000 active
// circuits, pairs/s falling from 940 to 250 in 30 s; with `status || ''` and a scalar subquery,
// steady at about 1,470 (docs/performance.md).
export const insertCircuitsSql = `with i as (
    select * from jsonb_to_recordset($1::jsonb)
      as i(id uuid, player_id uuid, seed text, commitment text, state jsonb, at timestamptz))
  insert into circuits (id, player_id, seed, commitment, status, seq, state, created_at, updated_at)
    select i.id, i.player_id, i.seed, i.commitment, 'active', 0, i.state, i.at, i.at from i
    where (select c.id from circuits c where c.player_id = i.player_id and c.status || '' = 'active' limit 1) is null
    returning id`;
const insertCircuits = preparedStatement(insertCircuitsSql);

export type CircuitStarter = GroupCommit<NewCircuitRow, boolean>;

/** The group commit of circuit starts (one per process: AppContext.circuitStarts); true when inserted. */
export function circuitStarter(db: AppDb): CircuitStarter {
  return new GroupCommit(async (rows) => {
    try {
      const result = await db.executeQuery<{ id: string }>(insertCircuits([JSON.stringify(rows)]));
      const inserted = new Set(result.rows.map((row) => row.id));
      return rows.map((row) => inserted.has(row.id));
    } catch (error) {
      // Alone, a refused start is an answer (the transaction path takes over); in a group, the
      // group commit retries each start alone to learn which one it was.
      if (rows.length === 1 && isUniqueViolation(error)) return [false];
      throw error;
    }
  });
}
