alter table circuits drop constraint if exists circuits_closed_reason_check;
update circuits set closed_reason = null where closed_reason in ('login', 'account-deleted');
alter table circuits add constraint circuits_closed_reason_check check (closed_reason in ('new-circuit', 'timed-out'));
alter table circuits drop column if exists carried_in;
