-- Open data (issue 36). Research consent: a player (an anonymous device or an account) opts in to
-- being followed across their circuits in the open data by a pseudonym; withdrawn at any time.
alter table players add column research_consent boolean not null default false;
alter table players add column research_consent_at timestamptz;

-- One random salt per release of the open data (a calendar month, UTC): a consenting player's pseudonym
-- is HMAC-SHA256(salt, player id), so two releases cannot be joined by it.
create table open_data_releases (
  release text primary key check (release ~ '^[0-9]{4}-[0-9]{2}$'),
  salt text not null check (salt ~ '^[0-9a-f]{64}$')
);
