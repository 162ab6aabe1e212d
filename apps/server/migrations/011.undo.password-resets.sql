drop table password_resets;
