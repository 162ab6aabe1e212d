drop index circuits_active_started_idx;
create index circuits_active_idle_idx on circuits (updated_at) where status = 'active';
