drop table rate_limits;
drop table accounts;
