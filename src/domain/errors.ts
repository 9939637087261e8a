import type { SeparateGroupOrder } from "./cart.js";
import type { BarcodeProblem } from "./cityPass.js";
import type { HyperlinkExpired } from "./hyperlink.js";
import type { OrderLimitError } from "./orderLimits.js";
import type { Throttled } from "./throttled.js";

/**
 * The `Code` values the storefront acts on: 17, 21, 5005 and 5007 are the spec's (§8); a
 * declined card and a cancelled order's tickets are the reference API's, as the spec does not
 * say how they are answered.
 */
export const ApiCode = {
  OrderNotFound: 17,
  ProductsUnavailable: 21,
  PaymentDeclined: 402,
  /** Not the spec's: confirming an order placed already, by a Place order whose answer was lost. */
  OrderAlreadyConfirmed: 409,
  NotRefundable: 5005,
  PendingOrderExpired: 5007,
  /** Not the spec's: a cancelled order's tickets are void, so they are not shown or sent again. */
  OrderCanceled: 4091,
  /** Not the spec's: "Need more time?" has extended this hold as often as the API allows. */
  HoldExtensionsExhausted: 4092,
  /** Not the spec's: cancelling those tickets would leave a group below its minimum. */
  GroupBelowMinimum: 4093,
  /** Not the spec's: these tickets' visit may not change (the product's, the ticket's, or too late). */
  VisitNotChangeable: 4094,
  /** Not the spec's: the entry time a visit would move to has too few places left. */
  EntryTimeFull: 4095,
  /** Not the spec's: the entry time has places for the party, so it buys them, not waits. */
  PlacesFree: 4096,
  /** Not the spec's: this address already waits for this entry time. */
  AlreadyWaiting: 4097,
  /** Not the spec's: a waiting-list offer lapsed, or its party left the list. */
  OfferLapsed: 4098,
  /** Not the spec's: a waiting-list offer was bought already. */
  OfferTaken: 4099,
  /** Not the spec's: a waiting-list link whose token names no entry (a 404). */
  NoSuchEntry: 4040,
  /** Not the spec's: too many declined cards on this order or from this address; no card is tried. */
  TooManyDeclines: 4290,
  /** Not the spec's: this address holds as many reservations, or tickets, as the API allows. */
  TooManyHolds: 4291,
} as const;

export type OrderLookupError =
  { readonly tag: "ORDER_NOT_FOUND" } | { readonly tag: "ORDER_LOOKUP_FAILED" } | Throttled;

/**
 * The cancellation screen's error kinds (spec §4 ERROR and NOT_REFUNDABLE): Code 5005 is
 * NOT_REFUNDABLE; any other failure is the spec's ERROR, named REFUND_FAILED here so that it
 * says which error it is.
 */
export type RefundError =
  { readonly tag: "NOT_REFUNDABLE" } | { readonly tag: "REFUND_FAILED" } | Throttled;

/**
 * Cancelling some tickets refused: a group would keep fewer than its minimum (the API's own
 * words say how many), a ticket may not be cancelled (its visit started, say), or a failure.
 */
export type CancelTicketsError =
  | { readonly tag: "GROUP_BELOW_MINIMUM"; readonly message: string | null }
  | { readonly tag: "NOT_REFUNDABLE" }
  | { readonly tag: "CANCEL_FAILED" }
  | Throttled;

/**
 * "Change date or time" refused: the visit may not change (the API says why), the entry time
 * has too few places, a group moves together, the card, or a failure.
 */
export type ChangeVisitError =
  | { readonly tag: "VISIT_NOT_CHANGEABLE"; readonly message: string | null }
  | { readonly tag: "ENTRY_TIME_FULL" }
  | { readonly tag: "GROUP_BELOW_MINIMUM"; readonly message: string | null }
  | { readonly tag: "PAYMENT_DECLINED" }
  | { readonly tag: "TOO_MANY_DECLINES" }
  | { readonly tag: "CHANGE_FAILED" }
  | Throttled;

/**
 * The waiting list refused (issue 29): the entry time has places (buy them), the address
 * waits already, a link names no entry or an offer that lapsed (or was left) or was bought,
 * or a failure, with the API's message when it said what to fix.
 */
export type WaitingListError =
  | { readonly tag: "PLACES_FREE" }
  | { readonly tag: "ALREADY_WAITING" }
  | { readonly tag: "NO_SUCH_ENTRY" }
  | { readonly tag: "OFFER_LAPSED" }
  | { readonly tag: "OFFER_TAKEN" }
  | { readonly tag: "WAITING_LIST_FAILED"; readonly message: string | null }
  | Throttled;

/** Resend tickets refused: no such order, a cancelled one (void tickets), or a failure. */
export type ResendError =
  | { readonly tag: "ORDER_NOT_FOUND" }
  | { readonly tag: "ORDER_CANCELED" }
  | { readonly tag: "RESEND_FAILED" }
  | Throttled;

/**
 * Spec §4's view-tickets errors, and a cancelled order (not the spec's): an API that answers it
 * with an empty list, as the spec's does, gets NO_TICKET.
 */
export type ViewTicketsError =
  | { readonly tag: "NO_TICKET" }
  | { readonly tag: "CONFIRMATION_NOT_VALID" }
  | { readonly tag: "ORDER_CANCELED" }
  | { readonly tag: "UNEXPECTED_ERROR" }
  | Throttled;

export type PurchaseError =
  | { readonly tag: "PRODUCTS_UNAVAILABLE"; readonly productIds: readonly number[] }
  | { readonly tag: "PAYMENT_DECLINED" }
  /** Too many declined cards: the API tries no more cards on this order, or from this address. */
  | { readonly tag: "TOO_MANY_DECLINES" }
  /** The purchase was answered successfulYN false, with no reason given. */
  | { readonly tag: "PURCHASE_NOT_COMPLETED" }
  | { readonly tag: "ORDER_CREATION_FAILED"; readonly message: string }
  /** The tickets could not be held: no answer, so no purchase was sent. */
  | { readonly tag: "HOLD_UNANSWERED" }
  /** The purchase was sent and no answer came: it may have been placed, or not. */
  | { readonly tag: "PURCHASE_UNANSWERED" };

/**
 * What spec §8 stores as the order error message when the API gave none: kept as the spec says,
 * and read by a guest in their own words (errorMessages.ts).
 */
export const unexpectedJavascriptError = "Unexpected javascript error";

/** An order-creation failure keeps the API's message, or 'Unexpected javascript error'. */
export const orderCreationFailed = (message: string | null | undefined): PurchaseError => ({
  tag: "ORDER_CREATION_FAILED",
  message: message?.trim() ? message.trim() : unexpectedJavascriptError,
});

/**
 * Code 5007: the pending order is gone; the reservation flow discards it and retries.
 * HOLD_NOT_EXTENDED: "Need more time?" was refused; the hold runs on as it was.
 * HOLD_EXTENSIONS_EXHAUSTED: the hold has been extended as often as the API allows.
 * TOO_MANY_HOLDS: the guest's address holds as much as the API allows at once (Code 4291).
 */
export type ReservationError =
  | { readonly tag: "PENDING_ORDER_EXPIRED" }
  | { readonly tag: "HOLD_NOT_EXTENDED" }
  | { readonly tag: "HOLD_EXTENSIONS_EXHAUSTED" }
  | { readonly tag: "TOO_MANY_HOLDS" }
  | { readonly tag: "RESERVATION_FAILED"; readonly message: string };

export type StorefrontError =
  | OrderLookupError
  | RefundError
  | CancelTicketsError
  | ChangeVisitError
  | WaitingListError
  | ResendError
  | ViewTicketsError
  | PurchaseError
  | ReservationError
  | OrderLimitError
  | BarcodeProblem
  | HyperlinkExpired
  | SeparateGroupOrder
  | { readonly tag: "INVALID_PROMO_CODE" }
  | { readonly tag: "GENERIC" }
  | { readonly tag: "RENDER_FAILURE" };
