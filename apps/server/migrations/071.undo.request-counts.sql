drop table if exists request_counts;
