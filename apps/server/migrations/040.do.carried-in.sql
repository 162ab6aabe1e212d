-- Issue 33 item 2: an account's statistics count only circuits started while signed in to it.
-- A circuit carried into an account by registration or login keeps its place in the account's history
-- and in the world's sums, but is marked here and left out of player_stats from then on.
alter table circuits add column carried_in boolean not null default false;
-- Circuits are now also closed at once when a login leaves one unfinished ('login') and when their
-- account is deleted ('account-deleted'), counted by intention to treat like the other two.
alter table circuits drop constraint circuits_closed_reason_check;
alter table circuits add constraint circuits_closed_reason_check
  check (closed_reason in ('new-circuit', 'timed-out', 'login', 'account-deleted'));
