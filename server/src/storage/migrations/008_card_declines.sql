-- Card attempts, counted in the database so every process and instance sees the same count. An
-- attempt is written before its card is tried and kept only if the card was declined, so
-- attempts still on their way count too: past DECLINES_PER_ORDER on one pending order, or
-- DECLINES_PER_CLIENT an hour from one client address, confirm-purchase refuses without trying
-- the card, so no one can test cards here, not even with many requests at once.
create table card_attempts (
  attempt_id bigint generated always as identity primary key,
  order_id integer not null,
  client text not null,
  attempted_at_ms bigint not null
);
create index card_attempts_by_order on card_attempts (order_id);
create index card_attempts_by_client on card_attempts (client, attempted_at_ms);
create index card_attempts_by_age on card_attempts (attempted_at_ms);
