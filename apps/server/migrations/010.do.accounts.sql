-- Accounts (issue 9): a registered player. The account IS a player (same id, the app's userid), so
-- the circuits, sessions and statistics keyed by players.id need no change to belong to it.
create table accounts (
  player_id uuid primary key references players (id) on delete cascade,
  email text not null,                    -- as typed (trimmed); compared case-insensitively
  name text not null,
  password_hash text not null,            -- scrypt$<log2 N>$<r>$<p>$<salt>$<hash> (accounts/password.ts)
  role text not null default 'player' check (role in ('player', 'admin')),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- One account per address whatever its case: Ann@X.org and ann@x.org are the same person.
create unique index accounts_email_idx on accounts (lower(email));

-- Fixed-window counters for login, registration and reset attempts, per address and per account.
-- Kept in the database so several API processes share one limit.
create table rate_limits (
  bucket text not null,                   -- e.g. 'login:ip:203.0.113.9', 'login:email:ann@x.org'
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);
