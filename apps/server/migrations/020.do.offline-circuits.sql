-- Offline circuits synced after the fact (issue 11 item 4). Their targets were drawn on the device,
-- so they are unverified: counted for their player only, never in world_stats or score_histogram.
-- The primary key is the id the device chose, which makes a repeated sync land once.
create table offline_circuits (
  id uuid primary key,
  player_id uuid not null references players (id) on delete cascade,
  seed text not null check (seed ~ '^[0-9a-f]{64}$'),
  moves jsonb not null,
  main_score integer not null,
  orbs integer not null,
  karma integer,
  good_outcome boolean not null,
  started_at timestamptz not null,
  finished_at timestamptz not null,
  synced_at timestamptz not null
);
create index offline_circuits_player_idx on offline_circuits (player_id, finished_at desc);
