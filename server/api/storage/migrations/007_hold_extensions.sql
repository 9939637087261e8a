-- How often "Need more time?" has extended a pending order's hold: the extension route refuses
-- once it reaches HOLD_EXTENSIONS, so a hold cannot keep its seats from sale for ever.
alter table pending_orders add column extensions integer not null default 0 check (extensions >= 0);
