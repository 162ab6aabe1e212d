-- Instance-wide facts as key/value text. The migration runner keeps its own `schema_migrations`.
create table app_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
insert into app_meta (key, value) values ('created_at', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'));
