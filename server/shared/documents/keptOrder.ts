import type { Brand } from "../../../src/domain/brand.js";
import type { Locale } from "../../../src/domain/locale.js";

/** A ticket as the guest keeps it outside the shop: in a wallet, on a calendar. */
export interface KeptTicket {
  /** The ticket's id, where the API says it: a changed visit keeps it, not its barcode. */
  readonly ticketId?: number;
  readonly barcode: string;
  readonly productName: string;
  readonly ticketType: string;
  /** "yyyy-MM-dd" at the venue. */
  readonly visitDate: string;
  /** Venue wall clock; null for an untimed product, admitted all day. */
  readonly startTime: string | null;
  readonly endTime: string | null;
}

/** An order standing under a confirmation number, with its venue and what its tickets show. */
export interface KeptOrder {
  readonly orderId: number;
  readonly orderConfirmation: string;
  readonly guestName: string;
  readonly brand: Brand;
  readonly tickets: readonly [KeptTicket, ...KeptTicket[]];
  /** The language its documents are made in: the order's, or the guest's asking. */
  readonly locale: Locale;
}
