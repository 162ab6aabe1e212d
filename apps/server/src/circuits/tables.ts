import type { ColumnType } from 'kysely';
import type { CircuitState, CircuitView, Outcome } from '@psi/engine';

// jsonb columns: written as JSON text (so pg never turns an array into a Postgres array), read as values.
type Json<T> = ColumnType<T, string, string>;

export type CircuitStatus = 'active' | 'finished' | 'abandoned';

// Kysely row types of migrations/003 (verified circuits).
export interface CircuitsTable {
  id: string;
  player_id: string;
  /** 32 bytes, lowercase hex. Secret until the circuit is over: only the proof route reads it. */
  seed: string;
  commitment: string;
  status: CircuitStatus;
  /**
   * With `state`, a checkpoint: the moves applied when the row was last written (at the start, and when
   * the circuit closed). An active circuit's later moves are in circuit_moves only (current-state.ts).
   */
  seq: number;
  state: Json<CircuitState>;
  main_score: number | null;
  orbs: number | null;
  karma: number | null;
  good_outcome: boolean | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  /**
   * migrations/040: carried into an account by registration or login (started before signing in to it):
   * in the account's history and the world's sums, outside the account's statistics (docs/statistics.md).
   */
  carried_in: ColumnType<boolean, boolean | undefined, boolean>;
  /** migrations/070: played by the server's random guesser (controls/): outside the world's figures. */
  control: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CircuitMovesTable {
  circuit_id: string;
  /** The seq the move was sent with (0 for the first); (circuit_id, seq) is the primary key. */
  seq: number;
  step: string;
  move: Json<unknown>;
  outcome: Json<Outcome>;
  /**
   * The view answered with this move: stored for the last move of a circuit (and by moves saved before
   * migration 030); null otherwise, as it is rebuilt by replaying the moves (circuits/play-move.ts).
   */
  view: Json<CircuitView> | null;
  created_at: Date;
}

export interface CircuitTables {
  circuits: CircuitsTable;
  circuit_moves: CircuitMovesTable;
}
