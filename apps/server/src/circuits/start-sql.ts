// The circuits half of the one statement that group-commits arrivals (players/arrival-writer.ts):
// the SQL lives here because only circuits/ writes the circuits table; the players half lives in
// players/. `$2` holds the starts as a JSON array; the statement returns the ids it inserted.
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
// steady at about 1,470.
// Each circuit inserted gets its start leaf in the public log in the same statement (`leaf`, written by
// transparency/log-entries.ts's rules: docs/transparency.md).

/** A common table expression `i` of the starts in `$2`, to follow the statement's other CTEs. */
export const startsCte = `i as (select * from jsonb_to_recordset($2::jsonb)
    as i(id uuid, player_id uuid, seed text, commitment text, state jsonb, at timestamptz, leaf text))`;

/**
 * The statement's CTEs after `i` and its main part: inserts each start of `i` whose player has no
 * active circuit, logs the start leaf of each one inserted, and returns their ids.
 */
export const insertStartsFromCte = `started as (insert into circuits (id, player_id, seed, commitment, status, seq, state, created_at, updated_at)
    select i.id, i.player_id, i.seed, i.commitment, 'active', 0, i.state, i.at, i.at from i
    where (select c.id from circuits c where c.player_id = i.player_id and c.status || '' = 'active' limit 1) is null
    returning id),
  logged as (insert into transparency_entries (circuit_id, leaf, created_at)
    select i.id, i.leaf, i.at from i join started using (id))
  select id from started`;
