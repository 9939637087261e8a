import type { Brand } from "./brand.js";
import type { BarcodeProblem } from "./cityPass.js";
import type { ConfirmationNumberProblem } from "./confirmationNumber.js";
import type { OrderLimitError } from "./orderLimits.js";
import type { Throttled } from "./throttled.js";
import { purchaseFields, type FieldErrors, type FieldProblem } from "./purchaseForm.js";

/**
 * The `Code` values the storefront acts on: 17, 21, 5005 and 5007 are the spec's (§8); a
 * declined card is the reference API's, as the spec does not say how a decline is answered.
 */
export const ApiCode = {
  OrderNotFound: 17,
  ProductsUnavailable: 21,
  PaymentDeclined: 402,
  NotRefundable: 5005,
  PendingOrderExpired: 5007,
} as const;

/** The exact user-facing texts of spec §8 (and §5 for barcodes). */
export const texts = {
  orderNotFound: "Your order was not found. Please review your details and try again.",
  requestCannotBeProcessed: "Your request cannot be processed at this time.",
  notRefundable: "Your order is not eligible for an online cancellation.",
  productsUnavailable: "Some products are unavailable.",
  unexpectedJavascriptError: "Unexpected javascript error",
  generic: "Something went wrong while doing your request. Please try again later.",
  renderFailure: "Unexpected issue occured!",
  duplicateBarcode: "Ticket already entered",
  invalidBarcode: "Invalid barcode",
  noTicket: "No tickets were found for this confirmation number.",
  confirmationNotValid: "This link does not carry a valid order confirmation number.",
  viewTicketsUnexpected: "Your tickets cannot be shown right now. Please try again later.",
  paymentDeclined: "Your card was declined. Please check the card details or use another card.",
  purchaseNotCompleted:
    "Your purchase could not be completed. Your tickets are still in your cart: please check your details and try again.",
  invalidPromoCode: "This promo code is not valid.",
  holdNotExtended: "More time could not be added to your hold.",
} as const;

/** "Too many attempts. Please try again in N seconds." */
export const throttledText = (seconds: number): string =>
  `Too many attempts. Please try again in ${String(seconds)} ${seconds === 1 ? "second" : "seconds"}.`;

/** A typed confirmation number's problem in words, beside its field on the view-tickets page. */
export const confirmationNumberProblemText = (problem: ConfirmationNumberProblem): string =>
  problem === "CONFIRMATION_NUMBER_MISSING"
    ? "Enter the confirmation number from your order confirmation."
    : "A confirmation number has 4 to 64 letters and digits, such as ABCD234567.";

export type OrderLookupError =
  { readonly tag: "ORDER_NOT_FOUND" } | { readonly tag: "ORDER_LOOKUP_FAILED" } | Throttled;

/** Code 17 means not found (or an e-mail that does not match); anything else is a failure. */
export const orderLookupErrorFromCode = (code: number | null): OrderLookupError =>
  code === ApiCode.OrderNotFound ? { tag: "ORDER_NOT_FOUND" } : { tag: "ORDER_LOOKUP_FAILED" };

/**
 * The cancellation screen's error kinds (spec §4 ERROR and NOT_REFUNDABLE): Code 5005 is
 * NOT_REFUNDABLE; any other failure is the spec's ERROR, named REFUND_FAILED here so that it
 * says which error it is.
 */
export type RefundError =
  { readonly tag: "NOT_REFUNDABLE" } | { readonly tag: "REFUND_FAILED" } | Throttled;

export const refundErrorFromCode = (code: number | null): RefundError =>
  code === ApiCode.NotRefundable ? { tag: "NOT_REFUNDABLE" } : { tag: "REFUND_FAILED" };

export type ViewTicketsError =
  | { readonly tag: "NO_TICKET" }
  | { readonly tag: "CONFIRMATION_NOT_VALID" }
  | { readonly tag: "UNEXPECTED_ERROR" }
  | Throttled;

export type PurchaseError =
  | { readonly tag: "PRODUCTS_UNAVAILABLE"; readonly productIds: readonly number[] }
  | { readonly tag: "PAYMENT_DECLINED" }
  /** The purchase was answered successfulYN false, with no reason given. */
  | { readonly tag: "PURCHASE_NOT_COMPLETED" }
  | { readonly tag: "ORDER_CREATION_FAILED"; readonly message: string };

/** An order-creation failure keeps the API's message, or 'Unexpected javascript error'. */
export const orderCreationFailed = (message: string | null | undefined): PurchaseError => ({
  tag: "ORDER_CREATION_FAILED",
  message: message?.trim() ? message.trim() : texts.unexpectedJavascriptError,
});

/**
 * Code 5007: the pending order is gone; the reservation flow discards it and retries.
 * HOLD_NOT_EXTENDED: "Need more time?" was refused; the hold runs on as it was.
 */
export type ReservationError =
  | { readonly tag: "PENDING_ORDER_EXPIRED" }
  | { readonly tag: "HOLD_NOT_EXTENDED" }
  | { readonly tag: "RESERVATION_FAILED"; readonly message: string };

export type StorefrontError =
  | OrderLookupError
  | RefundError
  | ViewTicketsError
  | PurchaseError
  | ReservationError
  | OrderLimitError
  | BarcodeProblem
  | { readonly tag: "INVALID_PROMO_CODE" }
  | { readonly tag: "GENERIC" }
  | { readonly tag: "RENDER_FAILURE" };

/** A purchase-form field's problem in words, shown beside the field (spec §5 leaves them open). */
export const fieldProblemText = (problem: FieldProblem): string => {
  switch (problem) {
    case "REQUIRED":
      return "This field is required.";
    case "INVALID_EMAIL":
      return "Enter an e-mail address like name@example.com.";
    case "CARD_NUMBER_INVALID":
      return "This card number is not valid.";
    case "EXPIRY_MONTH_INVALID":
      return "Enter the expiry month as a number from 1 to 12.";
    case "EXPIRY_YEAR_INVALID":
      return "Enter the expiry year as 2 or 4 digits.";
    case "CARD_EXPIRED":
      return "This card has expired.";
    case "CVV_INVALID":
      return "The CVV is the 3 or 4 digits on your card.";
  }
};

/** Each field's problem as "field: words", in the form's order, for the CLI and the API. */
export const describeFieldErrors = (errors: FieldErrors): readonly string[] =>
  purchaseFields.flatMap((field) => {
    const problem = errors[field];
    return problem === undefined ? [] : [`${field}: ${fieldProblemText(problem)}`];
  });

/** What a guest reads: the message, and for some errors a way to reach guest services. */
export interface UserMessage {
  readonly text: string;
  readonly contact: string | null;
}

/** "plus a contact line with a guest-services phone number and mailbox" (spec §8). */
export const contactLine = (brand: Brand): string =>
  `Please contact Guest Services at ${brand.guestServices.phone} or ${brand.guestServices.email}.`;

const plain = (text: string): UserMessage => ({ text, contact: null });

/** The one place where an error's tag becomes the words a guest sees. */
export const messageOf = (error: StorefrontError, brand: Brand): UserMessage => {
  const withContact = (text: string): UserMessage => ({ text, contact: contactLine(brand) });
  switch (error.tag) {
    case "ORDER_NOT_FOUND":
      return plain(texts.orderNotFound);
    case "ORDER_LOOKUP_FAILED":
    case "REFUND_FAILED":
      return withContact(texts.requestCannotBeProcessed);
    case "NOT_REFUNDABLE":
      return withContact(texts.notRefundable);
    case "NO_TICKET":
      return plain(texts.noTicket);
    case "CONFIRMATION_NOT_VALID":
      return plain(texts.confirmationNotValid);
    case "UNEXPECTED_ERROR":
      return plain(texts.viewTicketsUnexpected);
    case "PRODUCTS_UNAVAILABLE":
      return plain(texts.productsUnavailable);
    case "PAYMENT_DECLINED":
      return plain(texts.paymentDeclined);
    case "PURCHASE_NOT_COMPLETED":
      return plain(texts.purchaseNotCompleted);
    case "ORDER_CREATION_FAILED":
    case "RESERVATION_FAILED":
      return plain(error.message);
    case "PENDING_ORDER_EXPIRED":
    case "GENERIC":
      return plain(texts.generic);
    case "MAX_TICKETS_PER_ORDER":
      return plain(error.message);
    case "GROUP_MINIMUM_NOT_MET":
      return plain(`Group orders need at least ${error.minimum} tickets.`);
    case "GROUP_ADVANCE_PURCHASE":
      return plain(`Group visits must be booked at least ${error.days} days ahead.`);
    case "OUTSIDE_ROLLING_WINDOW":
      return plain("This date is not on sale yet.");
    case "NOT_A_TICKETS_COUNT":
      return plain("Enter a whole number of tickets.");
    case "DUPLICATE_BARCODE":
      return plain(texts.duplicateBarcode);
    case "INVALID_BARCODE":
      return plain(texts.invalidBarcode);
    case "INVALID_PROMO_CODE":
      return plain(texts.invalidPromoCode);
    case "HOLD_NOT_EXTENDED":
      return plain(texts.holdNotExtended);
    case "RENDER_FAILURE":
      return plain(texts.renderFailure);
    case "THROTTLED":
      return plain(throttledText(error.retryAfterSeconds));
  }
};
