-- Intention to treat (issue 8): every started verified circuit counts. A circuit abandoned (a new one
-- started) or timed out (no move for SESSION_IDLE_MINUTES) enters the statistics with its expected
-- main score given the play so far (the played scores plus the exact chance distribution of the rest)
-- and the variance chance still had; both are kept on the circuit so the sums can be recomputed.
alter table circuits add column expected_score float8;
alter table circuits add column remaining_variance float8;
alter table circuits add column closed_reason text check (closed_reason in ('new-circuit', 'timed-out'));
-- Abandoned circuits not yet counted (rows from before this migration): the maintenance sweep counts them.
create index circuits_uncounted_idx on circuits (id) where status = 'abandoned' and expected_score is null;
-- Active circuits by last move, for the sweep that times them out.
create index circuits_active_idle_idx on circuits (updated_at) where status = 'active';

alter table player_stats add column abandoned integer not null default 0;
alter table player_stats add column abandoned_expected_sum float8 not null default 0;
alter table player_stats add column abandoned_variance_sum float8 not null default 0;

alter table world_stats add column abandoned integer not null default 0;
alter table world_stats add column abandoned_expected_sum float8 not null default 0;
alter table world_stats add column abandoned_variance_sum float8 not null default 0;
