import type { ColumnType } from 'kysely';

// Kysely row type of migrations/060 (sealed claims).
export interface ClaimsTable {
  id: string;
  player_id: string;
  circuits: number;
  level: number;
  /** jsonb: written as JSON text, read as the array. */
  tilts: ColumnType<number[], string, string>;
  /** transparency_entries.id of the claim's leaf: bigint, read as text by the driver. */
  log_entry: ColumnType<string, string | number, never>;
  sealed_at: Date;
}

export interface ClaimTables {
  claims: ClaimsTable;
}
