import type { CircuitState } from '@psi/engine';
import type { AppDb } from '../db/app-db';
import { GroupCommit } from '../db/group-commit';
import { preparedStatement } from '../db/prepared';
import { isUniqueViolation } from '../db/unique-violation';

/** A new player and their first session, as written. */
export interface NewPlayerRow {
  id: string;
  cuid: string;
  token_hash: string;
  at: Date;
}

/** A circuit to insert if its player has none unfinished. */
export interface NewCircuitRow {
  id: string;
  player_id: string;
  seed: string;
  commitment: string;
  state: CircuitState;
  at: Date;
  /** Its start leaf in the public log (startLeaf of @psi/engine). */
  leaf: string;
}

/** Writes a new player and their first session; resolves once committed. */
export interface PlayerWriter {
  submit(row: NewPlayerRow): Promise<void>;
}

/** Inserts a circuit if its player has no unfinished one; true once committed, false if the player had one. */
export interface CircuitStarter {
  submit(row: NewCircuitRow): Promise<boolean>;
}

// New players (each with their first session) and circuit starts that arrive together go in one
// statement: atomic without an explicit transaction, one round trip and one commit for the group
// (db/group-commit.ts). A player's arrival is followed by their first start, so under load both kinds
// wait at once; one queue for the two made the groups twice as large as a queue each (pairs/s +11 %
// side by side, docs/performance.md). $1 holds the players, $2 the starts; either may be empty.
//
// Each circuit is inserted only if its player has no unfinished one. A concurrent start of the same
// player (in this group, or in another process) can slip in between the check and the insert: the
// unique partial index then refuses the statement (23505), each request is retried alone, and a
// refused start takes the transaction path of startVerifiedCircuit.
// Each player is checked through circuits_player_idx, whatever the planner's statistics say: as a
// `not exists` the check became a hash anti-join over every active circuit, and with `status =
// 'active'` a plan cached while the table was small scanned circuits_active_started_idx (all active
// circuits) for each start. Measured on a table growing from empty: 7 ms a start at 20,000 active
// circuits, pairs/s falling from 940 to 250 in 30 s; with `status || ''` and a scalar subquery,
// steady at about 1,470 (docs/performance.md).
// Each circuit inserted gets its start leaf in the public log in the same statement (`leaf`, written by
// transparency/log-entries.ts's rules: docs/transparency.md).
export const insertArrivalsSql = `with p as (
    select * from jsonb_to_recordset($1::jsonb) as p(id uuid, cuid uuid, token_hash text, at timestamptz)),
  player as (insert into players (id, cuid, created_at) select id, cuid, at from p returning id),
  session as (insert into sessions (token_hash, player_id, created_at, last_seen_at)
    select p.token_hash, p.id, p.at, p.at from p join player using (id)),
  i as (select * from jsonb_to_recordset($2::jsonb)
    as i(id uuid, player_id uuid, seed text, commitment text, state jsonb, at timestamptz, leaf text)),
  started as (insert into circuits (id, player_id, seed, commitment, status, seq, state, created_at, updated_at)
    select i.id, i.player_id, i.seed, i.commitment, 'active', 0, i.state, i.at, i.at from i
    where (select c.id from circuits c where c.player_id = i.player_id and c.status || '' = 'active' limit 1) is null
    returning id),
  logged as (insert into transparency_entries (circuit_id, leaf, created_at)
    select i.id, i.leaf, i.at from i join started using (id))
  select id from started`;
const insertArrivals = preparedStatement(insertArrivalsSql);

type Arrival = { player: NewPlayerRow } | { start: NewCircuitRow };

/** The group commit of new players and circuit starts: one per process (AppContext.newPlayers, .circuitStarts). */
export class ArrivalWriter {
  readonly players: PlayerWriter;
  readonly starts: CircuitStarter;

  constructor(db: AppDb) {
    const group = new GroupCommit<Arrival, boolean>((batch) => writeArrivals(db, batch));
    this.players = { submit: async (row) => void (await group.submit({ player: row })) };
    this.starts = { submit: (row) => group.submit({ start: row }) };
  }
}

/** One statement for the batch; each answer says whether that arrival was written (a player always is). */
async function writeArrivals(db: AppDb, batch: Arrival[]): Promise<boolean[]> {
  const players: NewPlayerRow[] = [];
  const starts: NewCircuitRow[] = [];
  for (const arrival of batch) {
    if ('player' in arrival) players.push(arrival.player);
    else starts.push(arrival.start);
  }
  try {
    const result = await db.executeQuery<{ id: string }>(
      insertArrivals([JSON.stringify(players), JSON.stringify(starts)]),
    );
    const inserted = new Set(result.rows.map((row) => row.id));
    return batch.map((arrival) => 'player' in arrival || inserted.has(arrival.start.id));
  } catch (error) {
    // Alone, a refused start is an answer (the transaction path takes over); in a group, the group
    // commit retries each arrival alone to learn which one it was.
    if (batch.length === 1 && 'start' in batch[0]! && isUniqueViolation(error)) return [false];
    throw error;
  }
}
