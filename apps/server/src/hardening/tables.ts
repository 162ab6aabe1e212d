// Kysely row type of migrations/071 (request_counts).
export interface RequestCountsTable {
  /** The limited group and the client's address, e.g. 'players|203.0.113.9'. */
  bucket: string;
  window_start: Date;
  hits: number;
}

export interface HardeningTables {
  request_counts: RequestCountsTable;
}
