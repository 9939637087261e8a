-- Declined cards, counted in the database so every process and instance sees the same count:
-- past DECLINES_PER_ORDER on one pending order, or DECLINES_PER_CLIENT an hour from one client
-- address, confirm-purchase refuses without trying the card, so no one can test cards here.
-- A decline is written in the confirmation's own transaction, which keeps it (and nothing else
-- it did), under the order's row lock and a lock of the address: requests sent at once are
-- counted one after the other.
alter table pending_orders add column declines integer not null default 0 check (declines >= 0);
create table card_declines (
  client text not null,
  declined_at_ms bigint not null
);
create index card_declines_by_client on card_declines (client, declined_at_ms);
