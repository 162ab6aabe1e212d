// Kysely row types of migrations/004 (running sums, updated in the transaction that finishes a circuit).
interface SumsColumns {
  circuits: number;
  score_sum: number;
  score_sq_sum: number;
  karma_sum: number;
  orbs_sum: number;
  good_outcomes: number;
}

export interface PlayerStatsTable extends SumsColumns {
  player_id: string;
  /** Lowest (best) main score. */
  best_score: number | null;
}

export interface WorldStatsTable extends SumsColumns {
  /** Always 1: one row. */
  id: number;
}

export interface ScoreHistogramTable {
  score: number;
  circuits: number;
}

export interface StatsTables {
  player_stats: PlayerStatsTable;
  world_stats: WorldStatsTable;
  score_histogram: ScoreHistogramTable;
}
