import type { Cents } from "../../../src/domain/money.js";
import type { Brand } from "../../../src/domain/brand.js";
import type { Locale } from "../../../src/domain/locale.js";
import type { SaleKind } from "../../../src/domain/tenant.js";
import { brandOfTenant } from "../sales/orderTickets.js";
import { catalogueOfTickets, pricedTickets } from "../sales/orderValue.js";
import { discountNameIn, productNameIn } from "../sales/venueWords.js";
import type { Queryable } from "../storage/storage.js";
import { guestText } from "./message.js";

/** One kind of ticket on the order: "2 × Tower Admission, Adult", and what it cost. */
export interface MailLine {
  readonly count: number;
  readonly productName: string;
  readonly discountName: string;
  readonly priceCents: Cents;
}

export interface MailTicket {
  readonly name: string;
  readonly discountName: string;
  readonly barcode: string;
}

/** One line of the order as the guest booked it: a product on a day, at an entry time. */
export interface MailVisit {
  readonly productName: string;
  /** "yyyy-MM-dd" at the venue. */
  readonly visitDate: string;
  /** Venue wall clock; null for an untimed product, admitted all day. */
  readonly entryTime: { readonly start: string; readonly end: string } | null;
  readonly tickets: readonly MailTicket[];
}

/**
 * What a mail tells about its order, read when it is sent, so it is never stale: in the
 * language the order was bought in, its products and ticket types too.
 */
export interface MailOrder {
  readonly brand: Brand;
  readonly locale: Locale;
  readonly orderId: number;
  readonly orderConfirmation: string;
  /** As the guest typed it, on one line and cut short (guestText): mail repeats it to anyone. */
  readonly guestFirstName: string;
  /** Soonest first: one order may hold the same product on two days or at two entry times. */
  readonly visits: readonly MailVisit[];
  readonly lines: readonly MailLine[];
  readonly totalCents: Cents;
  readonly taxCents: Cents;
  readonly cancelled: boolean;
}

interface OrderRow {
  readonly tenant: string;
  readonly order_confirmation: string;
  readonly first_name: string;
  readonly total_cents: number;
  readonly tax_cents: number;
  readonly refunded_at_ms: number | null;
  readonly language: Locale;
  readonly sale_kind: SaleKind;
  readonly tax_basis_points: number | null;
}

interface TicketRow {
  readonly slot_id: number;
  readonly name: string;
  readonly product_id: number;
  readonly discount_id: number;
  readonly unit_cents: number | null;
  readonly discount_name: string;
  readonly barcode: string;
  readonly visit_date: string;
  readonly start_time: string | null;
  readonly end_time: string | null;
}

/**
 * What each ticket type of the tickets costs, priced as the order is worth (orderValue.ts): so
 * after some tickets were cancelled, what the ones kept cost.
 */
const linePrices = async (
  db: Queryable,
  order: OrderRow,
  tickets: readonly TicketRow[],
): Promise<ReadonlyMap<number, Cents>> => {
  const terms = {
    tenant: order.tenant,
    saleKind: order.sale_kind,
    taxBasisPoints: order.tax_basis_points,
  };
  const priced = pricedTickets(await catalogueOfTickets(db, terms, tickets), terms, tickets);
  const prices = new Map<number, Cents>();
  for (const line of priced.lines) {
    const id = line.discount.discount_id;
    prices.set(id, (prices.get(id) ?? 0) + line.priceBeforeTaxes);
  }
  return prices;
};

const linesOf = (tickets: readonly TicketRow[], prices: ReadonlyMap<number, Cents>): MailLine[] => {
  const lines = new Map<number, MailLine>();
  for (const ticket of tickets) {
    const line = lines.get(ticket.discount_id);
    lines.set(ticket.discount_id, {
      count: (line?.count ?? 0) + 1,
      productName: ticket.name,
      discountName: ticket.discount_name,
      priceCents: prices.get(ticket.discount_id) ?? 0,
    });
  }
  return [...lines.values()];
};

const entryTimeOf = (ticket: TicketRow): MailVisit["entryTime"] =>
  ticket.start_time === null || ticket.end_time === null
    ? null
    : { start: ticket.start_time, end: ticket.end_time };

/**
 * The order's lines by slot: a slot is one product's day and entry time, so two lines of one
 * product (two days, or two entry times) stay two visits.
 */
const visitsOf = (tickets: readonly TicketRow[]): MailVisit[] => {
  const visits = new Map<number, MailVisit>();
  for (const ticket of tickets) {
    const visit = visits.get(ticket.slot_id) ?? {
      productName: ticket.name,
      visitDate: ticket.visit_date,
      entryTime: entryTimeOf(ticket),
      tickets: [],
    };
    const mailTicket = {
      name: ticket.name,
      discountName: ticket.discount_name,
      barcode: ticket.barcode,
    };
    visits.set(ticket.slot_id, { ...visit, tickets: [...visit.tickets, mailTicket] });
  }
  // "2030-01-08" sorts before "2030-01-08T09:00:00": an all-day visit leads its day.
  const startOf = (visit: MailVisit) => visit.entryTime?.start ?? visit.visitDate;
  return [...visits.values()].sort((a, b) => startOf(a).localeCompare(startOf(b)));
};

/** The order a mail is about; undefined only if it vanished, which orders never do. */
export const loadMailOrder = async (
  db: Queryable,
  orderId: number,
): Promise<MailOrder | undefined> => {
  const [order] = await db.query<OrderRow>(
    `select o.tenant, o.order_confirmation, o.first_name, o.total_cents, o.tax_cents,
       o.refunded_at_ms, o.language, p.sale_kind, o.tax_basis_points
     from orders o join pending_orders p on p.order_id = o.order_id where o.order_id = $1`,
    [orderId],
  );
  if (order === undefined) return undefined;
  const tickets = await db.query<TicketRow>(
    `select t.slot_id, ${productNameIn("t.product_id", "t.name", "$2")} as name, t.product_id,
       t.discount_id, t.unit_cents,
       ${discountNameIn("t.discount_id", "t.discount_name", "$2")} as discount_name, t.barcode,
       t.visit_date, t.start_time, t.end_time
     from tickets t
     where t.order_id = $1 and t.cancelled_at_ms is null order by t.ticket_id`,
    [orderId, order.language],
  );
  return {
    brand: brandOfTenant(order.tenant),
    locale: order.language,
    orderId,
    orderConfirmation: order.order_confirmation,
    guestFirstName: guestText(order.first_name),
    visits: visitsOf(tickets),
    lines: linesOf(tickets, await linePrices(db, order, tickets)),
    totalCents: order.total_cents,
    taxCents: order.tax_cents,
    cancelled: order.refunded_at_ms !== null,
  };
};
