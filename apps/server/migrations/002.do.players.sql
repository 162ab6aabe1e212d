-- Anonymous players and their sessions (issue 4, item 1).
create table players (
  id uuid primary key,                -- the app's userid
  cuid uuid not null unique,          -- the app's cuid
  created_at timestamptz not null
);

create table sessions (
  token_hash text primary key,        -- sha256 hex of the session_id; the id itself is never stored
  player_id uuid not null references players (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null   -- idle expiry (SESSION_IDLE_MINUTES) counts from here
);
create index sessions_player_idx on sessions (player_id);
