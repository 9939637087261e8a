import { brandOf, defaultBrand, isBrandKey, type Brand } from "../../../src/domain/brand.js";
import type { Locale } from "../../../src/domain/locale.js";
import { venueWallClock } from "../../../src/domain/venueTime.js";
import type { Queryable } from "../storage/storage.js";
import { discountNameIn, productNameIn } from "./venueWords.js";

export interface OrderTicketRow {
  readonly ticket_id: number;
  readonly order_id: number;
  readonly order_confirmation: string;
  readonly tenant: string;
  readonly guest_name: string;
  readonly name: string;
  readonly barcode: string;
  readonly product_id: number;
  readonly discount_name: string;
  readonly visit_date: string;
  readonly start_time: string | null;
  readonly end_time: string | null;
  /** The language the order was bought in (migration 015). */
  readonly language: Locale;
}

// A ticket keeps its product's and type's English names; it is read in the language asked,
// or the order's own when none is ($3 null).
const IN_LANGUAGE = "coalesce($3::text, o.language)";

/**
 * The tickets of the order a confirmation number names, unless it was refunded, less those
 * cancelled one by one; only within
 * `tenant` when one is given. Confirmation numbers are unique across tenants. Their words are
 * in `language`, or in the order's own (null), which its e-mails and documents are made in.
 */
export const standingTickets = (
  db: Queryable,
  orderConfirmation: string,
  tenant: string | null,
  language: Locale | null,
): Promise<OrderTicketRow[]> =>
  db.query<OrderTicketRow>(
    `select t.ticket_id, t.order_id, o.order_confirmation, o.tenant, o.first_name || ' ' || o.last_name as guest_name,
       ${productNameIn("t.product_id", "t.name", IN_LANGUAGE)} as name, t.barcode, t.product_id,
       ${discountNameIn("t.discount_id", "t.discount_name", IN_LANGUAGE)} as discount_name,
       t.visit_date, t.start_time, t.end_time, o.language
     from tickets t join orders o on o.order_id = t.order_id
     where ($1::text is null or o.tenant = $1) and o.order_confirmation = $2
       and o.refunded_at_ms is null and t.cancelled_at_ms is null
     order by t.ticket_id`,
    [tenant, orderConfirmation.trim().toUpperCase(), language],
  );

/** The brand an order was sold under: its tenant's, or the first brand for a tenant unknown here. */
export const brandOfTenant = (tenant: string): Brand =>
  isBrandKey(tenant) ? brandOf(tenant) : defaultBrand;

/** A ticket as view tickets answers it. */
export const wireTicket = (row: OrderTicketRow) => ({
  ticketId: row.ticket_id,
  orderId: row.order_id,
  guestName: row.guest_name,
  name: row.name,
  barcode: row.barcode,
  productId: row.product_id,
  discountName: row.discount_name,
  visitDate: row.visit_date,
  startTime: row.start_time,
  endTime: row.end_time,
});

/**
 * A found order's standing tickets one by one, in `language`, as Manage my order lists them:
 * each may be cancelled on its own while its visit is to come, unless it was exchanged for a
 * city-pass barcode, which only cancelling the whole order gives back; and its visit may change
 * until its product's change window before its start, unless it was exchanged so.
 */
export const ticketsOfOrder = async (
  db: Queryable,
  orderId: number,
  language: Locale,
  now: Date,
) => {
  const rows = await db.query<{
    ticket_id: number;
    product_name: string;
    discount_name: string;
    visit_date: string;
    start_time: string | null;
    end_time: string | null;
    cancellable: boolean;
    product_id: number;
    changeable_until: string | null;
  }>(
    `select t.ticket_id, ${productNameIn("t.product_id", "t.name", "$2")} as product_name,
       ${discountNameIn("t.discount_id", "t.discount_name", "$2")} as discount_name,
       t.visit_date, t.start_time, t.end_time, t.product_id,
       s.start_time > $3::timestamp and not c.is_coded as cancellable,
       case when not c.is_coded and s.start_time - c.window > $3::timestamp
         then s.start_time - c.window end as changeable_until
     from tickets t join slots s on s.slot_id = t.slot_id
       join products p on p.product_id = t.product_id
       cross join lateral (select
         exists (select 1 from promotions m where m.discount_id = t.discount_id) as is_coded,
         make_interval(mins => p.change_window_minutes) as window) c
     where t.order_id = $1 and t.cancelled_at_ms is null order by t.ticket_id`,
    [orderId, language, venueWallClock(now)],
  );
  return rows.map((row) => ({
    ticketId: row.ticket_id,
    productName: row.product_name,
    discountName: row.discount_name,
    visitDate: row.visit_date,
    startTime: row.start_time,
    endTime: row.end_time,
    cancellable: row.cancellable,
    productId: row.product_id,
    changeableUntil: row.changeable_until,
  }));
};
