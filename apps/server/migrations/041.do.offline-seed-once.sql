-- Issue 33 item 4: a device draws a fresh 32-byte seed for every offline circuit, so the same seed twice
-- is the same circuit forged again under a new id. Later copies of a seed are removed (the first
-- synced is kept) before the index makes the rule hold from now on.
delete from offline_circuits o
  using offline_circuits first
  where o.seed = first.seed
    and (first.synced_at, first.id) < (o.synced_at, o.id);
create unique index offline_circuits_seed_idx on offline_circuits (seed);
-- The daily cap counts a player's syncs of the last 24 hours.
create index offline_circuits_player_synced_idx on offline_circuits (player_id, synced_at);
