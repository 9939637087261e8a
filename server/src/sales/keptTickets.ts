import * as E from "fp-ts/lib/Either.js";
import { ApiCode, texts } from "../../../src/domain/errors.js";
import type { Failure } from "../http/failure.js";
import type { Queryable } from "../storage/storage.js";

/** A ticket as the guest keeps it outside the shop: in a wallet, on a calendar. */
export interface KeptTicket {
  readonly barcode: string;
  readonly productName: string;
  readonly ticketType: string;
  readonly visitDate: string;
  readonly startTime: string | null;
  readonly endTime: string | null;
}

/** An order standing under a confirmation number, with what its tickets show. */
export interface KeptOrder {
  readonly orderId: number;
  readonly orderConfirmation: string;
  readonly guestName: string;
  readonly tickets: readonly [KeptTicket, ...KeptTicket[]];
}

interface Row {
  readonly order_id: number;
  readonly order_confirmation: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly barcode: string;
  readonly name: string;
  readonly discount_name: string;
  readonly visit_date: string;
  readonly start_time: string | null;
  readonly end_time: string | null;
}

const orderNotFound: Failure = {
  status: 404,
  Code: ApiCode.OrderNotFound,
  message: texts.orderNotFound,
};

/**
 * The order a confirmation number names, as view tickets finds it (same tenant, not
 * refunded). An unknown number is a 404 the guess throttle counts, as a wrong order is.
 */
export const keptOrder = async (
  db: Queryable,
  tenant: string,
  orderConfirmation: string,
): Promise<E.Either<Failure, KeptOrder>> => {
  const rows = await db.query<Row>(
    `select o.order_id, o.order_confirmation, o.first_name, o.last_name, t.barcode, t.name,
       t.discount_name, t.visit_date, t.start_time, t.end_time
     from tickets t join orders o on o.order_id = t.order_id
     where o.tenant = $1 and o.order_confirmation = $2 and o.refunded_at_ms is null
     order by t.ticket_id`,
    [tenant, orderConfirmation.trim().toUpperCase()],
  );
  const [first, ...rest] = rows.map((row) => ({
    barcode: row.barcode,
    productName: row.name,
    ticketType: row.discount_name,
    visitDate: row.visit_date,
    startTime: row.start_time,
    endTime: row.end_time,
  }));
  const order = rows[0];
  if (first === undefined || order === undefined) return E.left(orderNotFound);
  return E.right({
    orderId: order.order_id,
    orderConfirmation: order.order_confirmation,
    guestName: `${order.first_name} ${order.last_name}`.trim(),
    tickets: [first, ...rest],
  });
};

/** One ticket of the order, by its barcode; a barcode of another order is not found. */
export const keptTicket = (order: KeptOrder, barcode: string): E.Either<Failure, KeptTicket> => {
  const ticket = order.tickets.find((candidate) => candidate.barcode === barcode.trim());
  return ticket === undefined ? E.left(orderNotFound) : E.right(ticket);
};
