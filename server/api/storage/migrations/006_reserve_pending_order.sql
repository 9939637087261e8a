-- Create pending order with its Idempotency-Key in one call (issue 13): the key claimed, the
-- order held (hold_pending_order, migration 005), and its answer kept under the key, as one
-- statement, so one transaction without begin and commit: one round trip where there were five.
--
-- The claim comes first, as the route's transaction does it: a second request with the same key
-- waits on the first's row lock, then answers the key's row (route, request hash, status and
-- answer) for the caller to replay or refuse, and holds nothing. A refused hold leaves no trace,
-- the key included, as a rolled-back transaction leaves none. The answer is the JSON the caller
-- sends, its order id written between `answer_head` and `answer_tail`.
create function reserve_pending_order(
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
  order_expires_at_ms bigint,
  key_text text,
  key_route text,
  key_hash text,
  answer_head text,
  answer_tail text)
returns table (held_order_id bigint, refused_entry integer, short_product_ids integer[],
  replay_route text, replay_hash text, replay_status integer, replay_answer text)
language plpgsql as $$
declare
  held record;
begin
  if key_text is not null then
    insert into idempotency_keys (tenant, key, route, request_hash, created_at_ms)
    values (order_tenant, key_text, key_route, key_hash, at_ms)
    on conflict do nothing;
    if not found then
      return query select null::bigint, null::integer, null::integer[],
        k.route, k.request_hash, k.status_code, k.answer
      from idempotency_keys k where k.tenant = order_tenant and k.key = key_text;
      return;
    end if;
  end if;

  if array_position(entry_slots, null) is null then
    select h.held_order_id, h.refused_entry, h.short_product_ids into held
    from hold_pending_order(entry_products, entry_dates, entry_slots, entry_tickets, at_ms,
      venue_clock, order_tenant, order_sale_kind, order_request, order_priced,
      order_total_cents, order_tax_cents, order_expires_at_ms) h;
  else
    -- An untimed product's day slot may be made on the way: a refusal takes it back, as the
    -- transaction's rollback did (the block's own savepoint; a variable keeps its value).
    begin
      select h.held_order_id, h.refused_entry, h.short_product_ids into held
      from hold_pending_order(entry_products, entry_dates, entry_slots, entry_tickets, at_ms,
        venue_clock, order_tenant, order_sale_kind, order_request, order_priced,
        order_total_cents, order_tax_cents, order_expires_at_ms) h;
      if held.held_order_id is null then
        raise exception 'hold refused' using errcode = 'U0409';
      end if;
    exception when sqlstate 'U0409' then
      null;
    end;
  end if;

  if key_text is not null then
    if held.held_order_id is null then
      delete from idempotency_keys k where k.tenant = order_tenant and k.key = key_text;
    else
      update idempotency_keys k set status_code = 200,
        answer = answer_head || held.held_order_id::text || answer_tail
      where k.tenant = order_tenant and k.key = key_text;
    end if;
  end if;

  return query select held.held_order_id, held.refused_entry, held.short_product_ids,
    null::text, null::text, null::integer, null::text;
end
$$;
