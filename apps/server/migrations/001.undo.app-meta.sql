drop table app_meta;
