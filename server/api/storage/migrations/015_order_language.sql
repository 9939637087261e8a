-- Issue 28: an order keeps the language the guest bought in (the Accept-Language of its
-- create-pending-order and purchase calls, one of the storefront's locales), so its e-mails,
-- resent or not, and its documents (PDF, Wallet pass, calendar event) are made in it. Orders
-- stored before were bought in English, the only language there was.
alter table pending_orders add column language text not null default 'en';
alter table orders add column language text not null default 'en';

-- hold_cart_order and reserve_pending_order (migration 011) as they were, the pending order
-- marked with its language beside its address and cart.
drop function reserve_pending_order(integer[], date[], bigint[], integer[], bigint, timestamp,
  text, text, jsonb, jsonb, integer, integer, bigint, text, text, integer, integer, text, text,
  text, text, text);
drop function hold_cart_order(integer[], date[], bigint[], integer[], bigint, timestamp, text,
  text, jsonb, jsonb, integer, integer, bigint, text, text, integer, integer);

create function hold_cart_order(
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
  order_client text,
  order_cart_token text,
  max_holds integer,
  max_seats integer,
  order_language text)
returns table (held_order_id bigint, refused_entry integer, short_product_ids integer[],
  over_limit text, limit_ends_at_ms bigint)
language plpgsql as $$
declare
  live_holds integer;
  live_seats integer;
  first_end_ms bigint;
  held record;
begin
  perform pg_advisory_xact_lock(hashtextextended('pending orders of ' || order_client, 0));

  update pending_orders o set expires_at_ms = at_ms
  where o.tenant = order_tenant and o.cart_token = order_cart_token and o.status = 'pending'
    and o.expires_at_ms > at_ms;

  select count(*)::integer,
    coalesce(sum((select sum(h.quantity) from holds h where h.order_id = o.order_id)), 0)::integer,
    min(o.expires_at_ms)
    into live_holds, live_seats, first_end_ms
  from pending_orders o
  where o.client = order_client and o.status = 'pending' and o.expires_at_ms > at_ms;
  if live_holds + 1 > max_holds then
    return query select null::bigint, null::integer, null::integer[], 'holds'::text, first_end_ms;
    return;
  end if;
  if live_seats + (select sum(t) from unnest(entry_tickets) t) > max_seats then
    return query select null::bigint, null::integer, null::integer[], 'seats'::text,
      coalesce(first_end_ms, at_ms);
    return;
  end if;

  select h.held_order_id, h.refused_entry, h.short_product_ids into held
  from hold_pending_order(entry_products, entry_dates, entry_slots, entry_tickets, at_ms,
    venue_clock, order_tenant, order_sale_kind, order_request, order_priced, order_total_cents,
    order_tax_cents, order_expires_at_ms) h;
  if held.held_order_id is not null then
    update pending_orders o set client = order_client, cart_token = order_cart_token,
      language = order_language
    where o.order_id = held.held_order_id;
  end if;
  return query select held.held_order_id, held.refused_entry, held.short_product_ids,
    null::text, null::bigint;
end
$$;

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
  order_client text,
  order_cart_token text,
  max_holds integer,
  max_seats integer,
  order_language text,
  key_text text,
  key_route text,
  key_hash text,
  answer_head text,
  answer_tail text)
returns table (held_order_id bigint, refused_entry integer, short_product_ids integer[],
  over_limit text, limit_ends_at_ms bigint,
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
      return query select null::bigint, null::integer, null::integer[], null::text, null::bigint,
        k.route, k.request_hash, k.status_code, k.answer
      from idempotency_keys k where k.tenant = order_tenant and k.key = key_text;
      return;
    end if;
  end if;

  if array_position(entry_slots, null) is null then
    select h.held_order_id, h.refused_entry, h.short_product_ids, h.over_limit,
      h.limit_ends_at_ms into held
    from hold_cart_order(entry_products, entry_dates, entry_slots, entry_tickets, at_ms,
      venue_clock, order_tenant, order_sale_kind, order_request, order_priced,
      order_total_cents, order_tax_cents, order_expires_at_ms, order_client, order_cart_token,
      max_holds, max_seats, order_language) h;
  else
    -- An untimed product's day slot may be made on the way: a refusal takes it back, as the
    -- transaction's rollback did (the block's own savepoint; a variable keeps its value).
    begin
      select h.held_order_id, h.refused_entry, h.short_product_ids, h.over_limit,
        h.limit_ends_at_ms into held
      from hold_cart_order(entry_products, entry_dates, entry_slots, entry_tickets, at_ms,
        venue_clock, order_tenant, order_sale_kind, order_request, order_priced,
        order_total_cents, order_tax_cents, order_expires_at_ms, order_client, order_cart_token,
        max_holds, max_seats, order_language) h;
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
    held.over_limit, held.limit_ends_at_ms, null::text, null::text, null::integer, null::text;
end
$$;
