drop table sessions;
drop table players;
