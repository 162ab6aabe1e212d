drop table circuit_moves;
drop table circuits;
