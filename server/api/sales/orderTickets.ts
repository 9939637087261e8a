import { brandOf, defaultBrand, isBrandKey, type Brand } from "../../../src/domain/brand.js";
import type { Locale } from "../../../src/domain/locale.js";
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
 * The tickets of the order a confirmation number names, unless it was refunded; only within
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
       and o.refunded_at_ms is null
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
