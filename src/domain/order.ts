import type { Cents } from "./money.js";

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
}

/** One admission, shown on /view-tickets with its barcode as a QR code. */
export interface Ticket {
  readonly ticketId: number;
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
}

export interface Refund {
  readonly orderId: number;
  readonly refundedAmount: Cents;
  readonly refundedAt: string;
}
