import * as E from "fp-ts/lib/Either.js";
import { ApiCode } from "../../../src/domain/errors.js";
import { invalidRequest, type Failure } from "../core/failure.js";
import { findOrder, orderNotFound, type OrderKey } from "./afterPurchase.js";
import type { Queryable } from "../storage/storage.js";
import type { ValuedTicket } from "./orderValue.js";

/*
 * An order's tickets as its changes after the purchase (cancelling some, changing the visit)
 * work with them. Each change locks the order's row first, so they cannot change meanwhile.
 */

export interface StandingTicket extends ValuedTicket {
  readonly ticket_id: number;
  readonly slot_id: number;
  /** Exchanged for a city-pass barcode, which only cancelling the whole order gives back. */
  readonly is_coded: boolean;
  /** When its visit starts, venue wall clock: its entry time, or its day's opening. */
  readonly starts_at: string;
  /** Until how many minutes before its start its visit may change; null: it may not. */
  readonly change_window_minutes: number | null;
}

/** The order's tickets not cancelled yet, in the order they were issued. */
export const standingTicketsOf = (db: Queryable, orderId: number) =>
  db.query<StandingTicket>(
    `select t.ticket_id, t.product_id, t.discount_id, t.visit_date, t.unit_cents, t.slot_id,
       s.start_time as starts_at, p.change_window_minutes,
       exists (select 1 from promotions m where m.discount_id = t.discount_id) as is_coded
     from tickets t join slots s on s.slot_id = t.slot_id
       join products p on p.product_id = t.product_id
     where t.order_id = $1 and t.cancelled_at_ms is null order by t.ticket_id`,
    [orderId],
  );

/** An order's tickets chosen for a change: the order, its standing tickets, the chosen ones. */
export interface ChosenTickets {
  readonly orderId: number;
  readonly email: string;
  readonly standing: readonly StandingTicket[];
  readonly chosen: readonly StandingTicket[];
}

/**
 * The order a guest names and the tickets they chose of it, every one standing; a refunded
 * order is refused as `refunded` says. Locked when changing, as every change locks it first.
 */
export const chosenTicketsOf = async (
  db: Queryable,
  request: OrderKey & { readonly ticketIds: readonly number[] },
  lock: "" | "for update",
  refunded: E.Either<Failure, never>,
): Promise<E.Either<Failure, ChosenTickets>> => {
  const order = await findOrder(db, request, lock);
  if (order === undefined) return orderNotFound;
  if (order.refunded_at_ms !== null) return refunded;
  const standing = await standingTicketsOf(db, order.order_id);
  const known = new Set(standing.map((ticket) => ticket.ticket_id));
  const unknown = request.ticketIds.find((id) => !known.has(id));
  if (unknown !== undefined) {
    return invalidRequest(`Ticket ${unknown} is not a ticket of this order still standing.`);
  }
  const ids = new Set(request.ticketIds);
  const chosen = standing.filter((ticket) => ids.has(ticket.ticket_id));
  return E.right({ orderId: order.order_id, email: order.email, standing, chosen });
};

/** A group booking's product keeps none of its tickets or at least its minimum. */
export const groupBelowMinimum = (message: string) =>
  E.left<Failure>({ status: 409, Code: ApiCode.GroupBelowMinimum, message });
