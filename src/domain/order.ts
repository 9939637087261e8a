import type { Cents } from "./money.js";

/**
 * Whether an order still stands. Not shown in the spec: a cancelled order was refunded online,
 * at cancelledDate (venue wall clock, null when the API does not say), and cannot be cancelled
 * again.
 */
export type OrderStatus =
  | { readonly tag: "CONFIRMED" }
  | { readonly tag: "CANCELLED"; readonly cancelledDate: string | null };

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
  readonly status: OrderStatus;
  /** What the guest paid, tax included. */
  readonly totalPaid: Cents;
  readonly totalTax: Cents;
}

/** Only an order that still stands may be cancelled; a cancelled one was refunded already. */
export const isCancellable = (order: OrderSummary): boolean => order.status.tag === "CONFIRMED";

/** One admission, shown on /view-tickets with its barcode as a QR code. */
export interface Ticket {
  readonly ticketId: number;
  readonly orderId: number;
  /** First and last name, as the guest gave them at checkout. */
  readonly guestName: string;
  readonly name: string;
  readonly barcode: string;
  readonly productId: number;
  readonly discountName: string;
  readonly visitDate: string;
  readonly startTime: string | null;
  readonly endTime: string | null;
}

/** What a successful purchase answers: the numbers the guest needs afterwards. */
export interface PurchaseConfirmation {
  readonly orderId: number;
  readonly orderConfirmation: string;
  readonly totalPrice: Cents;
  readonly totalTax: Cents;
  /** Where the tickets e-mail was queued to, or null when this shop sent none. */
  readonly ticketsEmailedTo: string | null;
}

/**
 * A purchase whose answer was lost, found placed by the order lookup: the same numbers, but
 * whether the tickets e-mail went out the lookup does not say.
 */
export const confirmationOfPlacedOrder = (order: OrderSummary): PurchaseConfirmation => ({
  orderId: order.orderId,
  orderConfirmation: order.orderConfirmation,
  totalPrice: order.totalPaid,
  totalTax: order.totalTax,
  ticketsEmailedTo: null,
});

export interface Refund {
  readonly orderId: number;
  readonly refundedAmount: Cents;
  readonly refundedAt: string;
}
