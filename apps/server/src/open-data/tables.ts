// Kysely row types of migrations/051 (open data).
export interface OpenDataReleasesTable {
  release: string;
  salt: string;
}

export interface OpenDataTables {
  open_data_releases: OpenDataReleasesTable;
}
