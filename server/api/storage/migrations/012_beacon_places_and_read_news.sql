-- Issue 24, item 8: two bounds on what one request may cost everyone else.
--
-- 1. The fraud-beacon sink keeps at most BEACON_MAX_HITS hits. A hit takes the place numbered
--    by its sequence number modulo the bound, replacing the hit that was there (the oldest), so
--    the table never holds more rows than the bound. The row is updated in place and no indexed
--    column changes, so PostgreSQL reclaims the old version within its page with no VACUUM
--    (PGlite never runs one): a flood of beacons neither grows the table nor slows the next hit.
--    A delete and an insert per hit would leave dead rows and index entries behind, which the
--    next hits' scans would step over ever longer. The hits kept so far take the first places,
--    oldest first; past a smaller bound, the first new hit drops them.
alter table beacon_hits drop constraint beacon_hits_pkey;
alter table beacon_hits add column place integer;
update beacon_hits set place = ranked.place
from (select hit_id, (row_number() over (order by hit_id) - 1)::integer as place
      from beacon_hits) ranked
where ranked.hit_id = beacon_hits.hit_id;
alter table beacon_hits alter column place set not null;
alter table beacon_hits add primary key (place);
alter table beacon_hits set (fillfactor = 90);

-- 2. The news of a change to what is free names the product (migration 004 named only the
--    table), so each process drops the cached answers made of that product's places (its
--    dates) and keeps every other product's, the product list and the discounts: one hold no
--    longer empties the read cache in a rush. A slot names its product; a hold and a pending
--    order reach theirs through their slots. PostgreSQL sends one notification per transaction
--    for the same payload, so a statement that changes many slots of one product sends one.
--    A truncate still names the table alone: every product's places changed.
create function notify_slot_places_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('reads_changed', 'slots:' || product_id)
  from (select old.product_id union select new.product_id) changed(product_id)
  where product_id is not null;
  return null;
end
$$;

create function notify_hold_places_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('reads_changed', 'holds:' || s.product_id)
  from slots s where s.slot_id in (old.slot_id, new.slot_id);
  return null;
end
$$;

-- Only an update of status or expiry, or a delete, fires it (migration 004's trigger columns).
create function notify_order_places_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('reads_changed', 'pending_orders:' || s.product_id)
  from holds h join slots s on s.slot_id = h.slot_id
  where h.order_id = old.order_id
  group by s.product_id;
  return null;
end
$$;

drop trigger slots_reads_changed on slots;
create trigger slots_reads_changed after insert or update or delete on slots
  for each row execute function notify_slot_places_changed();
drop trigger holds_reads_changed on holds;
create trigger holds_reads_changed after insert or update or delete on holds
  for each row execute function notify_hold_places_changed();
drop trigger pending_orders_reads_changed on pending_orders;
create trigger pending_orders_reads_changed
  after update of status, expires_at_ms or delete on pending_orders
  for each row execute function notify_order_places_changed();
