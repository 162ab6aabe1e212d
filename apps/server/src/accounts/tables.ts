// Kysely row types of migrations/010 (accounts, rate_limits) and 011 (password_resets).
export type Role = 'player' | 'admin';

export interface AccountsTable {
  /** The player this account is: the app's `userid`. */
  player_id: string;
  email: string;
  name: string;
  password_hash: string;
  role: Role;
  created_at: Date;
  updated_at: Date;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: Date;
  hits: number;
}

export interface PasswordResetsTable {
  token_hash: string;
  player_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface AccountTables {
  accounts: AccountsTable;
  rate_limits: RateLimitsTable;
  password_resets: PasswordResetsTable;
}
