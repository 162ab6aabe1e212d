drop index if exists circuits_player_idx;
