-- Sealed claims (issue 37, docs/statistics.md "Sealed claims"): a signed-in player fixes in advance how many
-- circuits and the evidence level sought. Its claim leaf is written to the transparency log in the sealing
-- transaction; `log_entry` is that leaf's transparency_entries.id, and the circuits that belong to the claim
-- are the player's circuits whose start leaf comes after it, in order (the verdict is computed from them).
create table claims (
  id uuid primary key,
  player_id uuid not null references players (id) on delete cascade,
  circuits smallint not null check (circuits between 5 and 100),
  level integer not null check (level in (20, 100)),
  tilts jsonb not null,               -- the alternative, fixed at sealing (engine DEFAULT_EVIDENCE_TILTS)
  log_entry bigint not null,
  sealed_at timestamptz not null
);
create index claims_player_idx on claims (player_id, log_entry desc);
