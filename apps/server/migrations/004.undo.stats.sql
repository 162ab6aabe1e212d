drop table score_histogram;
drop table world_stats;
drop table player_stats;
