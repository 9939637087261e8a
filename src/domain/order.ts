import type { Cents } from "./money.js";

/**
 * Whether an order still stands. Not shown in the spec: a cancelled order was refunded online,
 * at cancelledDate (venue wall clock, null when the API does not say), and cannot be cancelled
 * again.
 */
export type OrderStatus =
  | { readonly tag: "CONFIRMED" }
  | { readonly tag: "CANCELLED"; readonly cancelledDate: string | null };

/**
 * One standing ticket of a found order, as "Cancel some tickets" and "Change date or time"
 * choose it. Not shown in the spec: an API that offers the choice lists them (the
 * cancelTickets and changeVisit extensions).
 */
export interface OrderTicket {
  readonly ticketId: number;
  readonly productName: string;
  readonly discountName: string;
  readonly visitDate: string;
  /** Null with `endTime` null: a ticket valid all day. */
  readonly startTime: string | null;
  readonly endTime: string | null;
  /** Its visit is still to come and it was not exchanged for a city-pass barcode. */
  readonly cancellable: boolean;
  /** Its product, whose calendar and entry times a change chooses from; null when not said. */
  readonly productId: number | null;
  /** Until when (venue wall clock) its visit may change; null when it may not, or not said. */
  readonly changeableUntil: string | null;
}

/** An order as the self-service lookup finds it (spec §3 "Order (lookup)"). */
export interface OrderSummary {
  readonly orderId: number;
  readonly guestFirstName: string;
  readonly guestLastName: string;
  /** Venue wall-clock times, shown as MM/dd/yyyy h:mm a. */
  readonly orderDate: string;
  readonly visitDate: string;
  readonly orderConfirmation: string;
  readonly numberOfTickets: number;
  readonly orderProducts: readonly { readonly productName: string; readonly qty: number }[];
  readonly email: string;
  /**
   * Null when the API does not say (the spec lists no status): the guest sees the spec's order
   * details, and may ask to cancel, which the API refuses for an order it refunded already.
   */
  readonly status: OrderStatus | null;
  /** What the guest paid, tax included, and its tax; null when the API does not say. */
  readonly totalPaid: Cents | null;
  readonly totalTax: Cents | null;
  /** Its standing tickets one by one; null when the API does not list them. */
  readonly tickets: readonly OrderTicket[] | null;
}

/** What cancelling some of an order's tickets would give back, asked before it is done. */
export interface CancelTicketsQuote {
  /** Tax included. */
  readonly refund: Cents;
  readonly ticketsKept: number;
  /** What the tickets kept are worth, tax included. */
  readonly keptWorth: Cents;
}

/** Some of an order's tickets cancelled: what was given back, and how many stand. */
export interface TicketsCancelled {
  readonly refunded: Cents;
  readonly ticketsKept: number;
}

/** Where the chosen tickets move: a date, and its entry time (null: a product sold by the day). */
export interface VisitMove {
  readonly ticketIds: readonly number[];
  readonly visitDate: string;
  readonly inventoryId: number | null;
}

/** What moving tickets to another visit would cost more or give back, asked before it is done. */
export interface ChangeVisitQuote {
  /** Tax included; at most one of the two is above zero. */
  readonly amountDue: Cents;
  readonly refund: Cents;
  /** What the order would then be worth, tax included. */
  readonly newWorth: Cents;
  readonly ticketsMoved: number;
}

/** Tickets moved to another visit: what was charged or given back. */
export interface VisitChanged {
  readonly charged: Cents;
  readonly refunded: Cents;
  readonly ticketsMoved: number;
}

/** A cancelled order was refunded already; any other may be cancelled. */
export const isCancellable = (order: OrderSummary): boolean => order.status?.tag !== "CANCELLED";

/** The order's tickets that may be cancelled one by one; none when the API does not list them. */
export const cancellableTickets = (order: OrderSummary): readonly OrderTicket[] =>
  (order.tickets ?? []).filter((ticket) => ticket.cancellable);

/**
 * Some of a confirmed order's tickets may be cancelled when two or more may be: with one,
 * cancelling some is cancelling the order, which its cancellation does.
 */
export const offersCancellingSome = (order: OrderSummary): boolean =>
  order.status?.tag === "CONFIRMED" && cancellableTickets(order).length >= 2;

/** A ticket whose visit may still change: dated a while ahead, and neither an event nor an exchange. */
export const isChangeable = (ticket: OrderTicket): boolean => ticket.changeableUntil !== null;

/** A confirmed order's visit may change while any of its tickets' may. */
export const offersChangingVisit = (order: OrderSummary): boolean =>
  order.status?.tag === "CONFIRMED" && (order.tickets ?? []).some(isChangeable);

/**
 * One admission, shown on /view-tickets with its barcode as a QR code. The spec names only its
 * `name`; the rest comes from an API that sends it (docs/api-fields.md, "Against your
 * ticketing API"), and a ticket shows what it has.
 */
export interface Ticket {
  readonly name: string;
  readonly barcode: string;
  readonly ticketId?: number;
  readonly orderId?: number;
  /** First and last name, as the guest gave them at checkout. */
  readonly guestName?: string;
  readonly productId?: number;
  readonly discountName?: string;
  readonly visitDate?: string;
  /** Null with `endTime` null: a ticket valid all day. */
  readonly startTime?: string | null;
  readonly endTime?: string | null;
}

/** What a successful purchase answers: the numbers the guest needs afterwards. */
export interface PurchaseConfirmation {
  readonly orderId: number;
  /**
   * Null when the API's answer does not give it (the spec's answer is successfulYN alone): the
   * guest finds it, and the tickets it opens, with Manage my order.
   */
  readonly orderConfirmation: string | null;
  readonly totalPrice: Cents;
  readonly totalTax: Cents;
  /** Where the tickets e-mail was queued to, or null when this shop sent none. */
  readonly ticketsEmailedTo: string | null;
}

/**
 * What a purchase's answer says: successfulYN true may be all an API says, so what was charged
 * (tax included) and its tax are null when it does not say.
 */
export interface PurchaseAnswer extends Omit<PurchaseConfirmation, "totalPrice" | "totalTax"> {
  readonly totalPrice: Cents | null;
  readonly totalTax: Cents | null;
}

/**
 * A purchase whose answer was lost, found placed by the order lookup: the same numbers, but
 * whether the tickets e-mail went out the lookup does not say.
 */
export const answerOfPlacedOrder = (order: OrderSummary): PurchaseAnswer => ({
  orderId: order.orderId,
  orderConfirmation: order.orderConfirmation,
  totalPrice: order.totalPaid,
  totalTax: order.totalTax,
  ticketsEmailedTo: null,
});
