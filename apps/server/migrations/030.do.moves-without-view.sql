-- A move's view is the engine's circuitView of the state after it, so moves stop storing it: a retry's
-- answer is rebuilt by replaying the circuit's moves from its seed (src/circuits/play-move.ts). That
-- halves the JSON PostgreSQL parses and writes per move (docs/performance.md, "Server floor").
-- Rows written before keep their view, and a retry of one of them is answered from it.
alter table circuit_moves alter column view drop not null;

-- Every move rewrites its circuit's row (seq, state, updated_at), none of them indexed: free room in
-- each page lets PostgreSQL keep the new version in the same page (a heap-only update), with no new
-- entry in the table's four indexes. Applies to pages written from now on.
alter table circuits set (fillfactor = 70);
