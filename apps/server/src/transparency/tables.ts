import type { ColumnType, Generated } from 'kysely';

// Kysely row types of migrations/050 (the public append-only log, docs/transparency.md).
export interface TransparencyEntriesTable {
  /** bigserial: pg returns it as a string, PGlite as a number; only ever compared in SQL. */
  id: Generated<string>;
  circuit_id: string;
  leaf: string;
  leaf_index: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface TransparencyNodesTable {
  level: number;
  idx: number;
  hash: string;
}

export interface TransparencyHeadsTable {
  tree_size: number;
  root_hash: string;
  signed_at: Date;
  signature: string;
}

export interface TransparencyKeyTable {
  id: number;
  private_key: string;
  public_key: string;
}

export interface TransparencyTables {
  transparency_entries: TransparencyEntriesTable;
  transparency_nodes: TransparencyNodesTable;
  transparency_heads: TransparencyHeadsTable;
  transparency_key: TransparencyKeyTable;
}
