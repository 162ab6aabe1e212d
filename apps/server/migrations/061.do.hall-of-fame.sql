-- The hall of fame (issue 37): an account's opt-in and the display name shown instead of its own name.
-- A row stays when its player opts out, so an admin's hiding survives opting out and in again (and the
-- name stays reserved). Deleting the account deletes it.
create table hall_of_fame_names (
  player_id uuid primary key references accounts (player_id) on delete cascade,
  display_name text not null,          -- normalised (NFKC, trimmed): @psi/contract/hall-of-fame-fields
  opted_in boolean not null,
  hidden boolean not null default false,
  hidden_by text,                      -- the admin who last hid or showed it
  updated_at timestamptz not null
);
-- Two players cannot show the same name, whatever its case.
create unique index hall_of_fame_names_name_idx on hall_of_fame_names (lower(display_name));
