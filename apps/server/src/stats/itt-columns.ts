import type { ColumnType } from 'kysely';

export type ClosedReason = 'new-circuit' | 'timed-out' | 'login' | 'account-deleted';

// Columns of migrations/005 (intention to treat), added to the existing row types by declaration
// merging so the circuits' and stats' own files stay untouched.

declare module '../circuits/tables' {
  interface CircuitsTable {
    /** Abandoned or timed out: the expected main score given the play so far (null otherwise). */
    expected_score: number | null;
    /** Abandoned or timed out: the variance chance still had (null otherwise). */
    remaining_variance: number | null;
    /** Why it closed unfinished; 'login' and 'account-deleted' since migrations/040. */
    closed_reason: ClosedReason | null;
  }
}

declare module './tables' {
  interface PlayerStatsTable {
    abandoned: Sum;
    abandoned_expected_sum: Sum;
    abandoned_variance_sum: Sum;
  }
  interface WorldStatsTable {
    abandoned: Sum;
    abandoned_expected_sum: Sum;
    abandoned_variance_sum: Sum;
  }
}

/** Defaults to 0 in SQL, so an insert may leave it out. abandoned: circuits abandoned or timed out, counted by intention to treat. */
type Sum = ColumnType<number, number | undefined, number>;
