-- Mail that cannot be aimed (issue 24): a guest's form names any address, and a refund gives a
-- city-pass barcode back for a free exchange, so each mail is counted against its recipient and
-- against the client address that asked for it, here, where every process and instance sees
-- one count; and a barcode is exchanged a bounded number of times.

-- Who asked for the mail; null on rows queued before this migration, which count for no client.
alter table mail_outbox add column client text;
-- The mailbox an address reaches: case and a "+tag" make other addresses for the same one.
create function mail_recipient_key(address text) returns text
language sql immutable as $$ select regexp_replace(lower(address), '\+[^@]*@', '@') $$;
alter table mail_outbox add column recipient_key text
  generated always as (mail_recipient_key(recipient)) stored;
create index mail_outbox_by_recipient on mail_outbox (recipient_key, queued_at_ms);
create index mail_outbox_by_client on mail_outbox (client, queued_at_ms);

-- Queues a mail in the caller's transaction unless its recipient, or the client asking, was
-- sent its limit within the window: answers null when queued, else when the next place frees
-- (the limit-th newest mail leaves the window). The recipient's and the client's counts are
-- each taken under a lock of their own, held to commit, so concurrent requests from any
-- instance meet the limit exactly; the locks are always taken recipient first, and nothing
-- is locked after them, so two of these never wait on each other in a circle.
create function queue_mail(
  mail_kind text,
  mail_order_id bigint,
  mail_recipient text,
  mail_client text,
  at_ms bigint,
  window_ms bigint,
  per_recipient integer,
  per_client integer)
returns bigint
language plpgsql as $$
declare
  address_key text := mail_recipient_key(mail_recipient);
  free_at_ms bigint;
begin
  perform pg_advisory_xact_lock(9001, hashtext(address_key));
  perform pg_advisory_xact_lock(9002, hashtext(mail_client));
  select max(freed) into free_at_ms from (
    (select queued_at_ms + window_ms as freed from mail_outbox
     where recipient_key = address_key and queued_at_ms > at_ms - window_ms
     order by queued_at_ms desc offset per_recipient - 1 limit 1)
    union all
    (select queued_at_ms + window_ms from mail_outbox
     where client = mail_client and queued_at_ms > at_ms - window_ms
     order by queued_at_ms desc offset per_client - 1 limit 1)
  ) as full_counts;
  if free_at_ms is null then
    insert into mail_outbox (kind, order_id, recipient, client, queued_at_ms, next_attempt_at_ms)
    values (mail_kind, mail_order_id, mail_recipient, mail_client, at_ms, at_ms);
  end if;
  return free_at_ms;
end;
$$;

-- How many times each barcode was exchanged: a refund gives it back only while it has
-- exchanges left (BARCODE_EXCHANGES), so exchange, refund, exchange is not a free loop.
alter table city_pass_barcodes add column exchanges integer not null default 0
  check (exchanges >= 0);
update city_pass_barcodes set exchanges = 1 where exchanged_order_id is not null;
