-- Issue 29: a guest may cancel some of an order's tickets and keep the rest. What the order
-- is worth is then what its remaining tickets are worth, so each ticket keeps the price of
-- one admission of its type as it was sold, and the order its tax rate; the money that moves
-- after the purchase's charge (refunds, whole or of some tickets) is kept beside it.
-- Tickets and orders stored before were sold at the prices the catalogue still has: a
-- missing unit price or tax rate is read from it (server/api/sales/orderValue.ts).
alter table tickets add column unit_cents integer check (unit_cents >= 0);
alter table tickets add column cancelled_at_ms bigint;
alter table orders add column tax_basis_points integer
  check (tax_basis_points between 0 and 10000);

create table order_money (
  move_id       bigserial primary key,
  order_id      bigint  not null references orders,
  kind          text    not null check (kind in ('charge', 'refund')),
  amount_cents  integer not null check (amount_cents > 0),
  at_ms         bigint  not null
);
create index order_money_by_order on order_money (order_id);

-- A whole refund made before this migration gave back the order's total.
insert into order_money (order_id, kind, amount_cents, at_ms)
select o.order_id, 'refund', p.amount_cents, o.refunded_at_ms
from orders o join payments p using (order_id)
where o.refunded_at_ms is not null and p.amount_cents > 0;
