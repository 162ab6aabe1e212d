import { finishLeaf, seedToHex, type CircuitState, type CircuitView, type Outcome } from '@psi/engine';
import { preparedStatement } from '../db/prepared';
import type { AppDb } from '../db/app-db';

// The last move of a circuit, in one statement (one round trip and its own transaction, where it was
// a transaction of five statements): lock the circuit while it is active, insert the move if its seq
// $2 is free (the primary key, as for every move: move-batch.ts), and only if it was inserted bring
// the circuit's row up to this last move as finished, and add the circuit to the player's (unless it
// was carried in from before signing in: migrations/040) and the world's running sums and to the
// histogram (no karma counts 0, no good outcome as false), so the statistics never miss or
// double-count a circuit; and its finish leaf goes into the public log (docs/transparency.md), so
// the log never misses one either. A control circuit (controls/) goes into its player's sums only,
// never the world's or the histogram. Other moves are saved by the MoveBatcher
// (move-batch.ts), many to a statement.
export const finishCircuitSql = `with circuit as (
    select id from circuits where id = $1::uuid and status = 'active' for update),
  saved as (
    insert into circuit_moves (circuit_id, seq, step, move, outcome, view, created_at)
      select id, $2::int, $5::text, $6::jsonb, $7::jsonb, $8::jsonb, $4::timestamptz from circuit
      on conflict do nothing returning circuit_id),
  advanced as (
    update circuits set seq = $2::int + 1, state = $3::jsonb, updated_at = $4::timestamptz, status = 'finished',
      finished_at = $4::timestamptz, main_score = $9::int, orbs = $10::int, karma = $11::int, good_outcome = $12::boolean
    where id = (select circuit_id from saved) returning id, player_id, carried_in, control),
  player as (
    insert into player_stats as p
        (player_id, circuits, score_sum, score_sq_sum, karma_sum, orbs_sum, good_outcomes, best_score)
      select player_id, 1, $9::int, $9::float8 * $9::float8, coalesce($11::int, 0), $10::int, coalesce($12::boolean, false)::int,
        $9::int from advanced where not advanced.carried_in
      on conflict (player_id) do update set circuits = p.circuits + 1, score_sum = p.score_sum + excluded.score_sum,
        score_sq_sum = p.score_sq_sum + excluded.score_sq_sum, karma_sum = p.karma_sum + excluded.karma_sum,
        orbs_sum = p.orbs_sum + excluded.orbs_sum, good_outcomes = p.good_outcomes + excluded.good_outcomes,
        best_score = least(p.best_score, excluded.best_score)),
  world as (
    update world_stats set circuits = circuits + 1, score_sum = score_sum + $9::int,
        score_sq_sum = score_sq_sum + $9::float8 * $9::float8, karma_sum = karma_sum + coalesce($11::int, 0),
        orbs_sum = orbs_sum + $10::int, good_outcomes = good_outcomes + coalesce($12::boolean, false)::int
      where id = 1 and exists (select from advanced where not control)),
  histogram as (
    insert into score_histogram as h (score, circuits) select $9::int, 1 from advanced where not control
      on conflict (score) do update set circuits = h.circuits + 1),
  logged as (
    insert into transparency_entries (circuit_id, leaf, created_at) select id, $13::text, $4::timestamptz from advanced)
  select id from advanced`;
const finishCircuit = preparedStatement(finishCircuitSql);

/** Saves the last move and the circuit's result. False when another request applied this seq first. */
export async function saveLastMove(
  db: AppDb,
  id: string,
  req: { seq: number; step: string; move: unknown },
  result: { state: CircuitState; outcome: Outcome; view: CircuitView },
  now: Date,
  seed: Uint8Array,
  control: boolean,
): Promise<boolean> {
  const { view } = result;
  const leaf = finishLeaf({
    circuit: id,
    seed: seedToHex(seed),
    scores: view.scores,
    mainScore: view.mainScore,
    orbs: view.orbs.length,
    karma: view.karma,
    goodOutcome: view.goodOutcome === true,
    control,
  });
  const saved = await db.executeQuery(
    finishCircuit([
      id,
      req.seq,
      JSON.stringify(result.state),
      now,
      req.step,
      JSON.stringify(req.move),
      JSON.stringify(result.outcome),
      JSON.stringify(view),
      view.mainScore,
      view.orbs.length,
      view.karma,
      view.goodOutcome,
      leaf,
    ]),
  );
  return saved.rows.length > 0;
}
