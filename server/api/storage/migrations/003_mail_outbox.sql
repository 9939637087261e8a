-- The e-mails an order change owes its guest, queued in the transaction of that change: a mail
-- exists exactly when the order change committed, and is rendered from the order when sent.
create table mail_outbox (
  mail_id             bigserial primary key,
  kind                text    not null check (kind in ('confirmation', 'cancellation', 'resend')),
  order_id            bigint  not null references orders,
  recipient           text    not null,
  queued_at_ms        bigint  not null,
  -- A sender claims a row by moving this past its own send: a sender that dies mid-send leaves
  -- the row due again once the claim lapses, never lost.
  next_attempt_at_ms  bigint  not null,
  attempts            integer not null default 0,
  sent_at_ms          bigint,
  -- What the mail server answered (its code and text), never the message or the address.
  last_error          text
);
create index mail_outbox_due on mail_outbox (next_attempt_at_ms) where sent_at_ms is null;
create index mail_outbox_by_order on mail_outbox (order_id, kind, queued_at_ms);
