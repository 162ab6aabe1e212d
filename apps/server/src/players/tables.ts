import type { ColumnType } from 'kysely';

// Kysely row types of migrations/002 (players and sessions).
export interface PlayersTable {
  /** The app's `userid`. */
  id: string;
  /** The app's `cuid` (spec §3 "stored identifier"). */
  cuid: string;
  created_at: Date;
  /** migrations/051: opted in to a pseudonym in the open data (docs/open-data.md). */
  research_consent: ColumnType<boolean, boolean | undefined, boolean>;
  research_consent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session_id; the session_id itself is never stored. */
  token_hash: string;
  player_id: string;
  created_at: Date;
  /** Refreshed by every authenticated call; idle expiry counts from here. */
  last_seen_at: Date;
}

export interface PlayerTables {
  players: PlayersTable;
  sessions: SessionsTable;
}
