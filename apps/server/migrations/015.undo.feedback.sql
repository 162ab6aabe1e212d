drop table if exists feedback_threads;
