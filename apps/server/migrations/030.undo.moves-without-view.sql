alter table circuits reset (fillfactor);
-- Moves saved without their view get an empty object: the column's old constraint needs a value.
update circuit_moves set view = '{}'::jsonb where view is null;
alter table circuit_moves alter column view set not null;
