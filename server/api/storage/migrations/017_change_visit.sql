-- Issue 29: a guest may move some of an order's tickets to another date or entry time, up to
-- a window before their visit that each product sets (null: its visits do not change, as for
-- an event). Products stored before keep that: an operator opens their changes by setting it.
alter table products add column change_window_minutes integer
  check (change_window_minutes >= 0);

-- A change that costs more is charged to a card of the guest's; like the purchase's payment,
-- only its last four digits are kept.
alter table order_money add column card_last4 text check (card_last4 ~ '^[0-9]{4}$');
