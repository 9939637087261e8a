-- Every write to what the cached reads (product list, dates, discounts) are made of tells each
-- server process, through NOTIFY on commit, to drop its cached answers: the sale's own writes
-- and an operator's SQL alike. Row triggers fire only for rows a statement really changes (a
-- slot insert that meets an existing slot is none), and PostgreSQL sends one notification per
-- transaction for the same payload however many rows change.
create function notify_reads_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('reads_changed', tg_table_name);
  return null;
end
$$;

create trigger products_reads_changed after insert or update or delete on products
  for each row execute function notify_reads_changed();
create trigger discounts_reads_changed after insert or update or delete on discounts
  for each row execute function notify_reads_changed();
create trigger promotions_reads_changed after insert or update or delete on promotions
  for each row execute function notify_reads_changed();
create trigger tenant_settings_reads_changed after insert or update or delete on tenant_settings
  for each row execute function notify_reads_changed();
create trigger slots_reads_changed after insert or update or delete on slots
  for each row execute function notify_reads_changed();
create trigger holds_reads_changed after insert or update or delete on holds
  for each row execute function notify_reads_changed();
-- A new pending order counts for nothing until its holds are written; its end, its expiry
-- moved by "Need more time?" or its removal changes what is free.
create trigger pending_orders_reads_changed
  after update of status, expires_at_ms or delete on pending_orders
  for each row execute function notify_reads_changed();

create trigger products_reads_truncated after truncate on products
  for each statement execute function notify_reads_changed();
create trigger discounts_reads_truncated after truncate on discounts
  for each statement execute function notify_reads_changed();
create trigger promotions_reads_truncated after truncate on promotions
  for each statement execute function notify_reads_changed();
create trigger tenant_settings_reads_truncated after truncate on tenant_settings
  for each statement execute function notify_reads_changed();
create trigger slots_reads_truncated after truncate on slots
  for each statement execute function notify_reads_changed();
create trigger holds_reads_truncated after truncate on holds
  for each statement execute function notify_reads_changed();
create trigger pending_orders_reads_truncated after truncate on pending_orders
  for each statement execute function notify_reads_changed();
