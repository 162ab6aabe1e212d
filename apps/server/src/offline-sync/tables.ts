import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface OfflineMove {
  step: string;
  move: unknown;
}

// Kysely row type of migrations/020 (offline circuits, unverified).
export interface OfflineCircuitsTable {
  /** Chosen by the device when the circuit started: the idempotency key of the sync. */
  id: string;
  player_id: string;
  seed: string;
  moves: Json<OfflineMove[]>;
  main_score: number;
  orbs: number;
  karma: number | null;
  good_outcome: boolean;
  started_at: Date;
  finished_at: Date;
  synced_at: Date;
}
