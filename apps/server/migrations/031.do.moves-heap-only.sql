-- Every move rewrites its circuit's row (seq, state, updated_at). Migration 030 made room in each page
-- for a heap-only update (no new index entries), but updated_at was indexed (circuits_active_idle_idx,
-- for the idle sweep), so no move's update was heap-only: each added an entry to all five of the
-- table's indexes. The sweep now finds its candidates by when the circuit started, which never changes
-- (a circuit idle since `cutoff` started before it), and checks updated_at on the rows it reads.
drop index circuits_active_idle_idx;
create index circuits_active_started_idx on circuits (created_at) where status = 'active';
