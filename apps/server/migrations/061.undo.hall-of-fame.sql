drop table hall_of_fame_names;
