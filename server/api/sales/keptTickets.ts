import * as E from "fp-ts/lib/Either.js";
import * as texts from "../../../src/domain/texts.js";
import { notFound, type Failure } from "../core/failure.js";
import type { KeptOrder, KeptTicket } from "../../shared/documents/keptOrder.js";
import type { Queryable } from "../storage/storage.js";
import { brandOfTenant, standingTickets, type OrderTicketRow } from "./orderTickets.js";

const keptTicketOf = (row: OrderTicketRow): KeptTicket => ({
  ticketId: row.ticket_id,
  barcode: row.barcode,
  productName: row.name,
  ticketType: row.discount_name,
  visitDate: row.visit_date,
  startTime: row.start_time,
  endTime: row.end_time,
});

const noTickets = () => notFound(texts.noTicket);

/**
 * The order its standing tickets belong to, as the guest keeps it, in the language the rows
 * were read in (the order's, for its documents); a 404 without any.
 */
export const keptOrderFrom = (rows: readonly OrderTicketRow[]): E.Either<Failure, KeptOrder> => {
  const [first, ...rest] = rows.map(keptTicketOf);
  const order = rows[0];
  if (first === undefined || order === undefined) return noTickets();
  return E.right({
    orderId: order.order_id,
    orderConfirmation: order.order_confirmation,
    guestName: order.guest_name.trim(),
    brand: brandOfTenant(order.tenant),
    tickets: [first, ...rest],
    locale: order.language,
  });
};

/**
 * The order a confirmation number names, unless it was refunded. A link carries no appKey,
 * so no tenant narrows it: the number is unique across tenants, and the files show the
 * order's own venue. An unknown number is a 404 the guess throttle counts.
 */
export const keptOrder = async (
  db: Queryable,
  orderConfirmation: string,
): Promise<E.Either<Failure, KeptOrder>> =>
  keptOrderFrom(await standingTickets(db, orderConfirmation, null, null));

/** One ticket of the order, by its barcode; a barcode of another order is not found. */
export const keptTicket = (order: KeptOrder, barcode: string): E.Either<Failure, KeptTicket> => {
  const ticket = order.tickets.find((candidate) => candidate.barcode === barcode.trim());
  return ticket === undefined ? noTickets() : E.right(ticket);
};
