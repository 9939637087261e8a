import * as E from "fp-ts/lib/Either.js";
import { PricedCart } from "#contract/ticketing.js";
import { centsFromDollars, type Cents } from "../../../src/domain/money.js";
import type { Brand } from "../../../src/domain/brand.js";
import { brandOfTenant } from "../sales/orderTickets.js";
import type { Queryable } from "../storage/storage.js";

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

/** What a mail tells about its order, read when it is sent, so it is never stale. */
export interface MailOrder {
  readonly brand: Brand;
  readonly orderId: number;
  readonly orderConfirmation: string;
  readonly guestFirstName: string;
  /** Venue wall clock: the visit's entry time, or its day for an untimed product. */
  readonly visitAt: string;
  readonly entryTime: { readonly start: string; readonly end: string } | null;
  readonly lines: readonly MailLine[];
  readonly tickets: readonly MailTicket[];
  readonly totalCents: Cents;
  readonly taxCents: Cents;
  readonly cancelled: boolean;
}

interface OrderRow {
  readonly tenant: string;
  readonly order_confirmation: string;
  readonly first_name: string;
  readonly visit_at: string;
  readonly total_cents: number;
  readonly tax_cents: number;
  readonly refunded_at_ms: number | null;
  readonly priced: unknown;
}

interface TicketRow {
  readonly name: string;
  readonly discount_id: number;
  readonly discount_name: string;
  readonly barcode: string;
  readonly start_time: string | null;
  readonly end_time: string | null;
}

/** The priced cart was stored by this server; one that no longer decodes is a bug. */
const linePrices = (priced: unknown): ReadonlyMap<number, Cents> => {
  const decoded = PricedCart.decode(priced);
  if (E.isLeft(decoded)) throw new Error("stored priced cart does not decode");
  const prices = new Map<number, Cents>();
  for (const line of decoded.right.lines) {
    prices.set(
      line.discountId,
      (prices.get(line.discountId) ?? 0) + centsFromDollars(line.priceBeforeTaxes),
    );
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

const entryTimeOf = (tickets: readonly TicketRow[]): MailOrder["entryTime"] => {
  const first = tickets[0];
  return first === undefined || first.start_time === null || first.end_time === null
    ? null
    : { start: first.start_time, end: first.end_time };
};

/** The order a mail is about; undefined only if it vanished, which orders never do. */
export const loadMailOrder = async (
  db: Queryable,
  orderId: number,
): Promise<MailOrder | undefined> => {
  const [order] = await db.query<OrderRow>(
    `select o.tenant, o.order_confirmation, o.first_name, o.visit_at, o.total_cents, o.tax_cents,
       o.refunded_at_ms, p.priced
     from orders o join pending_orders p on p.order_id = o.order_id where o.order_id = $1`,
    [orderId],
  );
  if (order === undefined) return undefined;
  const tickets = await db.query<TicketRow>(
    `select name, discount_id, discount_name, barcode, start_time, end_time from tickets
     where order_id = $1 order by ticket_id`,
    [orderId],
  );
  return {
    brand: brandOfTenant(order.tenant),
    orderId,
    orderConfirmation: order.order_confirmation,
    guestFirstName: order.first_name,
    visitAt: order.visit_at,
    entryTime: entryTimeOf(tickets),
    lines: linesOf(tickets, linePrices(order.priced)),
    tickets: tickets.map((ticket) => ({
      name: ticket.name,
      discountName: ticket.discount_name,
      barcode: ticket.barcode,
    })),
    totalCents: order.total_cents,
    taxCents: order.tax_cents,
    cancelled: order.refunded_at_ms !== null,
  };
};
