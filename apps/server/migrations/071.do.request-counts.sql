-- Issue 33 item 6: the per-address limits on player creation, circuit starts and moves
-- (hardening/rate-limits.ts), counted here on PostgreSQL so every API process shares one count.
-- One row per bucket ('players|203.0.113.9'): its window began at its first hit and is reset by the
-- first hit after it ends, as @fastify/rate-limit's own memory store does. Unlogged: a counter needs
-- no crash safety, and a transaction touching only unlogged tables writes no WAL and waits for no
-- fsync, so counting a move costs one cheap upsert (a crash empties the table: the limits restart).
create unlogged table request_counts (
  bucket text primary key,
  window_start timestamptz not null,
  hits integer not null
);
