import { venueInstant, venueMoment, venueWallClock } from "../../../src/domain/venueTime.js";
import type { Queryable } from "../storage/storage.js";
import { plusDays } from "./saleDates.js";
import type { SaleProduct } from "./saleProducts.js";

/*
 * Until when a product's dates or discounts, as answered now, stay true by the clock alone:
 * the first moment at which time, with no write, changes them. Writes are heard otherwise.
 */

/** The venue's next midnight: yesterday goes off sale, the rolling window moves on. */
const nextVenueDay = (now: Date): number =>
  venueInstant(`${plusDays(venueMoment(now).today, 1)}T00:00:00`).getTime();

/** Today's closing, while still ahead: today goes off sale then. */
const closingToday = (product: SaleProduct, now: Date): number => {
  const { today, time } = venueMoment(now);
  return time < product.closeTime
    ? venueInstant(`${today}T${product.closeTime}`).getTime()
    : Number.POSITIVE_INFINITY;
};

/** A product's discounts on a date: what is on sale turns at midnight and at closing. */
export const discountsValidUntil = (product: SaleProduct, now: Date): number =>
  Math.min(nextVenueDay(now), closingToday(product, now));

/**
 * A product's dates: besides midnight and closing, a slot that ends leaves the slots still to
 * come (a date is sold out when they are full), and a hold that runs out frees its places.
 */
export const datesValidUntil = async (
  db: Queryable,
  product: SaleProduct,
  now: Date,
): Promise<number> => {
  const [next] = await db.query<{ slot_end: string | null; hold_end: number | null }>(
    `select (select min(s.end_time) from slots s
             where s.product_id = $1::bigint and s.end_time > $2::timestamp) as slot_end,
            (select min(o.expires_at_ms) from holds h
             join pending_orders o on o.order_id = h.order_id
             join slots s on s.slot_id = h.slot_id
             where s.product_id = $1::bigint and o.status = 'pending'
               and o.expires_at_ms > $3) as hold_end`,
    [product.productId, venueWallClock(now), now.getTime()],
  );
  return Math.min(
    discountsValidUntil(product, now),
    next?.slot_end == null ? Number.POSITIVE_INFINITY : venueInstant(next.slot_end).getTime(),
    next?.hold_end ?? Number.POSITIVE_INFINITY,
  );
};
