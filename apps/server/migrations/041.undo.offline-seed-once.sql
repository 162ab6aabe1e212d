drop index if exists offline_circuits_player_synced_idx;
drop index if exists offline_circuits_seed_idx;
