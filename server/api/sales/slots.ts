import type * as t from "io-ts";
import type { InventorySlot } from "#contract/ticketingCodecs.js";
import { venueWallClock } from "../../../src/domain/venueTime.js";
import type { Queryable } from "../storage/storage.js";

/*
 * Entry-time slots and their capacity. Slots are made from the product's schedule the
 * first time a date is asked for, so the dates on sale never run out of slots. A hold counts
 * against its slot while its pending order is 'pending' and not yet expired: expired holds
 * stop counting by that rule alone, with no cleanup job.
 */

/**
 * Creates the date's slots from the schedule: open to close every slot_minutes, or one
 * all-day slot. Done once per product and date; concurrent callers meet on the unique key.
 * Migration 004's hold_pending_order makes an untimed product's day slot the same way.
 */
export const materialiseSlots = async (
  db: Queryable,
  productId: number,
  date: string,
): Promise<void> => {
  await db.query(
    `insert into slots (product_id, visit_date, start_time, end_time, capacity)
     select p.product_id, $2::date, s.start_time, s.start_time + p.step, p.slot_capacity
     from (select product_id, slot_capacity, open_time, close_time,
             coalesce(make_interval(mins => slot_minutes), close_time - open_time) as step
           from products where product_id = $1::bigint) p
     cross join lateral generate_series($2::date + p.open_time, $2::date + p.close_time - p.step,
       p.step) as s(start_time)
     where not exists (select 1 from slots where product_id = $1::bigint and visit_date = $2::date)
     on conflict do nothing`,
    [productId, date],
  );
};

type WireSlot = t.OutputOf<typeof InventorySlot>;

// Never below zero: an operator may lower a slot's capacity under what is already sold. Migration
// 004's hold_pending_order counts the same way.
export const remainingOf = (nowParam: string) =>
  `greatest(s.capacity - s.sold - coalesce((select sum(h.quantity) from holds h
     join pending_orders o on o.order_id = h.order_id
     where h.slot_id = s.slot_id and o.status = 'pending' and o.expires_at_ms > ${nowParam}), 0), 0)`;

/**
 * The date's slots with the capacity still free for sale, earliest first. A slot that has
 * ended at the venue is no longer on sale: late in the day only the later slots are offered.
 */
export const inventoryOf = (
  db: Queryable,
  productId: number,
  date: string,
  now: Date,
): Promise<WireSlot[]> =>
  db.query<WireSlot>(
    `select s.slot_id as "inventoryId", s.start_time as "startTime", s.end_time as "endTime",
       ${remainingOf("$3")} as remaining
     from slots s where s.product_id = $1::bigint and s.visit_date = $2::date
       and s.end_time > $4::timestamp
     order by s.start_time`,
    [productId, date, now.getTime(), venueWallClock(now)],
  );

/**
 * Which of `dates` have no place left in any slot still to come. Only dates whose slots have
 * been made can be full: the others still have their whole schedule's capacity.
 */
export const soldOutDates = async (
  db: Queryable,
  productId: number,
  dates: readonly string[],
  now: Date,
): Promise<ReadonlySet<string>> => {
  const rows = await db.query<{ date: string }>(
    `with open_slots as (
       select s.visit_date, ${remainingOf("$3")} as remaining from slots s
       where s.product_id = $1::bigint and s.visit_date = any($2::date[])
         and s.end_time > $4::timestamp)
     select to_char(visit_date, 'YYYY-MM-DD') as date from open_slots
     group by visit_date having max(remaining) = 0`,
    [productId, [...dates], now.getTime(), venueWallClock(now)],
  );
  return new Set(rows.map((row) => row.date));
};

/** The slot `inventoryId` when it is one of the product's on `date` and has not ended yet. */
export const slotOf = async (
  db: Queryable,
  slot: { productId: number; date: string; inventoryId: number; now: Date },
): Promise<number | undefined> => {
  const [found] = await db.query<{ slot_id: number }>(
    `select slot_id from slots
     where slot_id = $1::bigint and product_id = $2::bigint and visit_date = $3::date
       and end_time > $4::timestamp`,
    [slot.inventoryId, slot.productId, slot.date, venueWallClock(slot.now)],
  );
  return found?.slot_id;
};

/** The places of a slot free for sale at `now`, as the hold counts them. */
export const freePlacesOf = async (db: Queryable, slotId: number, now: Date): Promise<number> => {
  const [row] = await db.query<{ remaining: number }>(
    `select ${remainingOf("$2")} as remaining from slots s where s.slot_id = $1::bigint`,
    [slotId, now.getTime()],
  );
  return row?.remaining ?? 0;
};
