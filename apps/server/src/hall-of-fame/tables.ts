import type { ColumnType } from 'kysely';

// Kysely row type of migrations/061 (the hall of fame's opt-in and display names).
export interface HallOfFameNamesTable {
  player_id: string;
  display_name: string;
  opted_in: boolean;
  /** Set by an admin only (defaults to false). */
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  hidden_by: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Date;
}

export interface HallOfFameTables {
  hall_of_fame_names: HallOfFameNamesTable;
}
