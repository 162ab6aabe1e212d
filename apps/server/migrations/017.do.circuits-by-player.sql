-- Issue 10: the resume call's already_plyed and the FREE_CIRCUITS gate count a player's circuits
-- (every status). The existing indexes cover only active or finished ones; without this, the count
-- would read the whole table.
create index circuits_player_idx on circuits (player_id);
