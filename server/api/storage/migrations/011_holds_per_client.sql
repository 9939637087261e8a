-- Holds that cannot hoard, and limits every instance shares (issue 24, items 3 and 7).
--
-- A pending order answers only to the cart that made it (the carttoken header it was created
-- with): its sequential id alone no longer extends or pays for it. It also records the client
-- address that made it, so HOLDS_PER_CLIENT and HELD_SEATS_PER_CLIENT are counted here, where
-- every process and instance sees the same count. Orders made before this migration have
-- neither: they answer to no cart and count for no address, and expire within a hold's length.
alter table pending_orders add column client text;
alter table pending_orders add column cart_token text;
create index pending_orders_live_by_client on pending_orders (client, expires_at_ms)
  where status = 'pending';
create index pending_orders_live_by_cart on pending_orders (tenant, cart_token)
  where status = 'pending';

-- Create pending order for a cart, within its client address's limits, in one call: hold_pending_order
-- (migration 005) behind three steps, taken under a lock of the address, so parallel requests
-- from it are counted one after the other however many processes answer them.
--  1. The cart's earlier live holds are let go: the storefront asks for a new hold only once it
--     has dropped the last (the cart changed, or the hold was refused as gone), so a guest's
--     own replaced hold neither counts against them nor keeps the seats they now ask for.
--  2. The address's live holds and their seats are counted; past either limit, nothing is
--     held, and the answer says which limit and when the address's first live hold ends.
--  3. The order is held and marked with its address and cart.
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
  max_seats integer)
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
    update pending_orders o set client = order_client, cart_token = order_cart_token
    where o.order_id = held.held_order_id;
  end if;
  return query select held.held_order_id, held.refused_entry, held.short_product_ids,
    null::text, null::bigint;
end
$$;

-- reserve_pending_order (migration 006) as it was, holding with hold_cart_order: the key
-- claimed, the cart's order held within its address's limits, and its answer kept, in one
-- statement. A refusal, a limit's included, leaves no key behind.
drop function reserve_pending_order(integer[], date[], bigint[], integer[], bigint, timestamp,
  text, text, jsonb, jsonb, integer, integer, bigint, text, text, text, text, text);
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
      max_holds, max_seats) h;
  else
    -- An untimed product's day slot may be made on the way: a refusal takes it back, as the
    -- transaction's rollback did (the block's own savepoint; a variable keeps its value).
    begin
      select h.held_order_id, h.refused_entry, h.short_product_ids, h.over_limit,
        h.limit_ends_at_ms into held
      from hold_cart_order(entry_products, entry_dates, entry_slots, entry_tickets, at_ms,
        venue_clock, order_tenant, order_sale_kind, order_request, order_priced,
        order_total_cents, order_tax_cents, order_expires_at_ms, order_client, order_cart_token,
        max_holds, max_seats) h;
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

-- Refused guesses (order look-ups, confirmation numbers, codes, barcodes) per group and client
-- address, counted here so that every instance sees the same count (GUESS_LIMIT per
-- GUESS_WINDOW_SECONDS). A guess is counted as it is admitted, so parallel guesses cannot slip
-- past a count none of them has joined yet; one answered with a success is taken back. Each
-- row carries its own end, so instances with other windows never cut each other's short. Time
-- is the database's, the one clock every instance shares.
create table guesses (
  guess_id   bigint generated always as identity primary key,
  guess_key  text   not null,
  ends_at_ms bigint not null
);
create index guesses_by_key on guesses (guess_key, ends_at_ms);
create index guesses_by_end on guesses (ends_at_ms);

-- Admits a guess under its key's limit: its row's id; or, past the limit, no id and the
-- milliseconds until the key's first counted guess ends.
create function admit_guess(key_text text, max_guesses integer, window_ms bigint)
returns table (guess_id bigint, wait_ms bigint)
language plpgsql as $$
declare
  now_ms bigint := (extract(epoch from clock_timestamp()) * 1000)::bigint;
  counted integer;
  first_end_ms bigint;
begin
  perform pg_advisory_xact_lock(hashtextextended('guesses of ' || key_text, 0));
  -- Ended guesses of any key go as they are met; rows another call is deleting are left to it.
  delete from guesses g where g.guess_id in (
    select e.guess_id from guesses e where e.ends_at_ms <= now_ms for update skip locked);
  select count(*)::integer, min(g.ends_at_ms) into counted, first_end_ms
  from guesses g where g.guess_key = key_text;
  if counted >= max_guesses then
    return query select null::bigint, first_end_ms - now_ms;
    return;
  end if;
  return query insert into guesses (guess_key, ends_at_ms) values (key_text, now_ms + window_ms)
    returning guesses.guess_id, null::bigint;
end
$$;
