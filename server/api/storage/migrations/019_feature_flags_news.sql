-- A tenant's feature flags are kept in each process's read cache (server/api/routes/catalog.ts)
-- as its product list is: a flag written by an operator's SQL drops them (migration 004's news).
create trigger feature_flags_reads_changed
  after insert or update or delete on feature_flags
  for each row execute function notify_reads_changed();
create trigger feature_flags_reads_truncated after truncate on feature_flags
  for each statement execute function notify_reads_changed();
