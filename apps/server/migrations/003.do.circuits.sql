-- Verified circuits (issue 4, item 2). The seed is secret until the circuit is over.
create table circuits (
  id uuid primary key,
  player_id uuid not null references players (id) on delete cascade,
  seed text not null check (seed ~ '^[0-9a-f]{64}$'),
  commitment text not null,
  status text not null default 'active' check (status in ('active', 'finished', 'abandoned')),
  seq integer not null default 0,     -- moves applied; the optimistic-concurrency version
  state jsonb not null,               -- engine state, holds hidden targets: never sent, never logged
  main_score integer,
  orbs integer,
  karma integer,
  good_outcome boolean,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  finished_at timestamptz
);
-- At most one unfinished circuit per player: starting a new one abandons the old one.
create unique index circuits_one_active_idx on circuits (player_id) where status = 'active';
-- The player's recent finished circuits, newest first (GET /api/stats/me).
create index circuits_player_finished_idx on circuits (player_id, finished_at desc) where status = 'finished';

-- One row per applied move. The primary key makes a retried or duplicated move land once.
create table circuit_moves (
  circuit_id uuid not null references circuits (id) on delete cascade,
  seq integer not null,
  step text not null,
  move jsonb not null,
  outcome jsonb not null,
  view jsonb not null,
  created_at timestamptz not null,
  primary key (circuit_id, seq)
);
