-- Password reset links (issue 9): valid one hour, usable once. Only the token's SHA-256 is stored,
-- so a database dump cannot be used to reset anyone's password.
create table password_resets (
  token_hash text primary key,
  player_id uuid not null references accounts (player_id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_player_idx on password_resets (player_id);
