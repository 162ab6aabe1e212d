drop table claims;
