-- Issue 29: a waiting list for full entry times. A party that finds its entry time full leaves
-- its order and e-mail; when places free up, the first party that fits is offered them as a
-- pending order held in its name for the venue's offer minutes, found by a token in its mail.
alter table tenant_settings add column waiting_list_offer_minutes integer not null default 30
  check (waiting_list_offer_minutes between 1 and 1440);

create table waiting_list (
  entry_id          bigserial primary key,
  tenant            text    not null,
  slot_id           bigint  not null references slots,
  sale_kind         text    not null check (sale_kind in ('general', 'group')),
  -- The create-order payload the offer holds, checked and priced when the party joined: the
  -- offer is priced again from it, as create-pending-order would.
  request           jsonb   not null,
  party_size        integer not null check (party_size > 0),
  email             text    not null,
  language          text    not null,
  joined_at_ms      bigint  not null,
  status            text    not null default 'waiting'
    check (status in ('waiting', 'offered', 'left', 'bought', 'lapsed')),
  -- Random and unguessable; the offer's in its mail's checkout link, the leave token in its
  -- leave link and the join's answer.
  offer_token       text    not null unique,
  leave_token       text    not null unique,
  -- The pending order holding the places offered: its expiry is the offer's.
  offered_order_id  bigint  references pending_orders,
  offered_at_ms     bigint,
  check ((status = 'waiting') = (offered_order_id is null) or status in ('left', 'lapsed'))
);
-- One place on a slot's list per mailbox, while it waits or holds an offer.
create unique index waiting_list_one_per_mailbox on waiting_list (slot_id, lower(email))
  where status in ('waiting', 'offered');
create index waiting_list_in_turn on waiting_list (slot_id, entry_id)
  where status in ('waiting', 'offered');

-- An offer's mail names the waiting-list entry, not an order.
alter table mail_outbox alter column order_id drop not null;
alter table mail_outbox add column waiting_entry_id bigint references waiting_list;
alter table mail_outbox drop constraint mail_outbox_kind_check;
alter table mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('confirmation', 'cancellation', 'resend', 'waitingListOffer'));
alter table mail_outbox add constraint mail_outbox_names_one
  check ((order_id is null) <> (waiting_entry_id is null));
