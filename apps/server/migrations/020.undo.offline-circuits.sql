drop table if exists offline_circuits;
