-- Create pending order's hold in one call (issue 13): the entries' slots found (an untimed
-- product's day slot made if need be), every chosen entry time checked, the slots locked in id
-- order, then what is free read and, only when every slot can take its tickets, the pending
-- order and all its holds inserted. Each statement of a volatile function takes its own
-- snapshot, so the check, started after the locks are granted, sees every hold committed by
-- whoever held them before: one round trip, and no weaker than a lock then a check.
--
-- Answers one row: the new order's id; or the first entry (1-based) whose entry time is not one
-- of its product's on its date still on sale; or the products whose slots are short, in order.
create function hold_pending_order(
  entry_products integer[],
  entry_dates date[],
  entry_slots bigint[],
  entry_tickets integer[],
  at_ms bigint,
  venue_clock timestamp,
  order_tenant text,
  order_sale_kind text,
  order_request jsonb,
  order_priced jsonb,
  order_total_cents integer,
  order_tax_cents integer,
  order_expires_at_ms bigint)
returns table (held_order_id bigint, refused_entry integer, short_product_ids integer[])
language plpgsql as $$
declare
  held_slots bigint[] := entry_slots;
  held_request jsonb := order_request;
begin
  select min(e.ord) into refused_entry
  from unnest(entry_products, entry_dates, entry_slots) with ordinality e(product, day, slot, ord)
  where e.slot is not null and not exists (
    select 1 from slots s where s.slot_id = e.slot and s.product_id = e.product
      and s.visit_date = e.day and s.end_time > venue_clock);
  if refused_entry is not null then
    return query select null::bigint, refused_entry, null::integer[];
    return;
  end if;

  if array_position(entry_slots, null) is not null then
    -- An untimed product's day slot, made from its schedule the first time its date is held
    -- (the rows slots.ts materialiseSlots makes; concurrent callers meet on the unique key).
    insert into slots (product_id, visit_date, start_time, end_time, capacity)
    select p.product_id, d.day, s.start_time, s.start_time + p.step, p.slot_capacity
    from (select distinct e.product, e.day
          from unnest(entry_products, entry_dates, entry_slots) e(product, day, slot)
          where e.slot is null) d
    cross join lateral (
      select product_id, slot_capacity, open_time, close_time,
        coalesce(make_interval(mins => slot_minutes), close_time - open_time) as step
      from products where product_id = d.product) p
    cross join lateral generate_series(d.day + p.open_time, d.day + p.close_time - p.step,
      p.step) as s(start_time)
    where not exists (select 1 from slots x where x.product_id = d.product and x.visit_date = d.day)
    on conflict do nothing;

    select array_agg(coalesce(e.slot, (
        select x.slot_id from slots x where x.product_id = e.product and x.visit_date = e.day
        order by x.start_time limit 1)) order by e.ord)
      into held_slots
    from unnest(entry_products, entry_dates, entry_slots) with ordinality e(product, day, slot, ord);
    if array_position(held_slots, null) is not null then
      raise exception 'an untimed product made no day slot';
    end if;
    -- The request is kept as held: every entry with its slot.
    held_request := jsonb_set(order_request, '{products}', (
      select jsonb_agg(r.product || jsonb_build_object('inventoryId', held_slots[r.ord])
        order by r.ord)
      from jsonb_array_elements(order_request -> 'products') with ordinality r(product, ord)));
  end if;

  perform 1 from slots where slot_id = any(held_slots) order by slot_id for update;

  -- A later statement than the lock, so its snapshot has every hold committed before the locks
  -- were granted. What is free counts as slots.ts remainingOf says: capacity, less sold, less
  -- the holds of pending orders not yet expired. The order and its holds are inserted only when
  -- no slot is short.
  return query
  with need as (
    select n.slot, sum(n.tickets)::integer as tickets, min(n.product) as product,
      min(n.ord) as ord
    from unnest(held_slots, entry_products, entry_tickets) with ordinality
      n(slot, product, tickets, ord)
    group by n.slot),
  short as (
    select n.product, n.ord from need n join slots s on s.slot_id = n.slot
    where greatest(s.capacity - s.sold - coalesce((select sum(h.quantity) from holds h
        join pending_orders o on o.order_id = h.order_id
        where h.slot_id = s.slot_id and o.status = 'pending' and o.expires_at_ms > at_ms),
      0), 0) < n.tickets),
  pending as (
    insert into pending_orders (tenant, sale_kind, request, priced, total_cents, tax_cents,
      created_at_ms, expires_at_ms)
    select order_tenant, order_sale_kind, held_request, order_priced, order_total_cents,
      order_tax_cents, at_ms, order_expires_at_ms
    where not exists (select 1 from short)
    returning order_id),
  held as (
    insert into holds (order_id, slot_id, quantity)
    select p.order_id, n.slot, n.tickets from pending p cross join need n)
  select (select order_id from pending), null::integer,
    array(select product from short group by product order by min(ord));
end
$$;
