drop table if exists payment_events;
drop table if exists orders;
