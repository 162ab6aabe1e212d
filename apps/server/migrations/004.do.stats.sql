-- Running sums for the statistics (issue 4, item 3), updated in the transaction that finishes a
-- circuit, so reading them costs the same however many circuits are stored.
create table player_stats (
  player_id uuid primary key references players (id) on delete cascade,
  circuits integer not null default 0,
  score_sum float8 not null default 0,
  score_sq_sum float8 not null default 0,
  karma_sum float8 not null default 0,
  orbs_sum float8 not null default 0,
  good_outcomes integer not null default 0,
  best_score integer
);

create table world_stats (
  id smallint primary key check (id = 1),
  circuits integer not null default 0,
  score_sum float8 not null default 0,
  score_sq_sum float8 not null default 0,
  karma_sum float8 not null default 0,
  orbs_sum float8 not null default 0,
  good_outcomes integer not null default 0
);
insert into world_stats (id) values (1);

create table score_histogram (
  score integer primary key,          -- a main score
  circuits integer not null           -- finished verified circuits with that score
);
