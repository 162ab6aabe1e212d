import type { CircuitState } from '@psi/engine';
import type { AppDb } from '../db/app-db';
import { GroupCommit } from '../db/group-commit';
import { preparedStatement } from '../db/prepared';
import { isUniqueViolation } from '../db/unique-violation';
import { insertStartsFromCte, startsCte } from '../circuits/start-sql';

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
// side by side). $1 holds the players, $2 the starts; either may be empty. The players and sessions
// are written here; the circuits by the SQL of circuits/start-sql.ts (each table family's SQL in its
// own folder), which also says how a start is refused when its player has one under way.
const playersCtes = `p as (
    select * from jsonb_to_recordset($1::jsonb) as p(id uuid, cuid uuid, token_hash text, at timestamptz)),
  player as (insert into players (id, cuid, created_at) select id, cuid, at from p returning id),
  session as (insert into sessions (token_hash, player_id, created_at, last_seen_at)
    select p.token_hash, p.id, p.at, p.at from p join player using (id))`;
export const insertArrivalsSql = `with ${playersCtes},
  ${startsCte},
  ${insertStartsFromCte}`;
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
