import type { Brand } from "./brand.js";
import type { ConfirmationNumberProblem } from "./confirmationNumber.js";
import { totalTicketsCount } from "./discountSelection.js";
import type { PurchaseError, StorefrontError } from "./errors.js";
import * as texts from "./texts.js";
import { formatFullDate, formatSlotTimes } from "./formats.js";
import { purchaseFields, type FieldErrors, type FieldProblem } from "./purchaseForm.js";
import type { UnavailableLine } from "./unavailableLine.js";

/*
 * The error catalogue: where an error's tag or a field's problem becomes the words a guest
 * reads. Apart from errors.ts (the tags and the spec's exact texts) so that the first page,
 * which needs only a couple of those texts, does not carry every message and the purchase
 * form's fields with it.
 */

/** "Too many attempts. Please try again in N seconds." */
export const throttledText = (seconds: number): string =>
  `Too many attempts. Please try again in ${String(seconds)} ${seconds === 1 ? "second" : "seconds"}.`;

/** A typed confirmation number's problem in words, beside its field on the view-tickets page. */
export const confirmationNumberProblemText = (problem: ConfirmationNumberProblem): string =>
  problem === "CONFIRMATION_NUMBER_MISSING"
    ? "Enter the confirmation number from your order confirmation."
    : "A confirmation number has 4 to 64 letters and digits, such as ABCD234567.";

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

/**
 * The heading over why Place order brought no confirmation: a purchase that got no answer may
 * have been placed, and saying it was not would send the guest to buy again.
 */
export const purchaseProblemHeading = (error: PurchaseError | null): string =>
  error?.tag === "PURCHASE_UNANSWERED"
    ? "We could not tell whether your order was placed"
    : "Your order was not placed";

const counted = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`;

/**
 * A line the API would not hold, named so the guest knows which and why: "Friends and Family
 * Admission, Friday, November 27, 2026, 9:00 AM to 9:30 AM: only 1 place left for your 2
 * tickets."
 */
export const unavailableLineText = ({ line, reason }: UnavailableLine): string => {
  const when = [
    line.visitDate === null ? null : formatFullDate(line.visitDate),
    line.inventory === null ? null : formatSlotTimes(line.inventory),
  ].filter((part) => part !== null);
  const what = [line.name, ...when].join(", ");
  switch (reason.tag) {
    case "FEW_PLACES":
      return `${what}: only ${counted(reason.remaining, "place", "places")} left for your ${counted(totalTicketsCount(line.selectedDiscounts), "ticket", "tickets")}.`;
    case "TIME_GONE":
      return `${what}: this entry time is no longer available.`;
    case "OFF_SALE":
      return `${what}: no longer available.`;
  }
};

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
    case "RESEND_FAILED":
      return withContact(texts.requestCannotBeProcessed);
    case "NOT_REFUNDABLE":
      return withContact(texts.notRefundable);
    case "ORDER_CANCELED":
      return plain(texts.orderCanceled);
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
    case "TOO_MANY_DECLINES":
      return plain(texts.tooManyDeclines);
    case "PURCHASE_NOT_COMPLETED":
      return plain(texts.purchaseNotCompleted);
    case "ORDER_CREATION_FAILED":
    case "RESERVATION_FAILED":
      return plain(error.message);
    case "HOLD_UNANSWERED":
      return plain(
        "We could not reach the ticket office, so your order was not placed and your card was not charged. Please check your connection and try again.",
      );
    case "PURCHASE_UNANSWERED":
      return plain(
        "The connection to the ticket office dropped before it answered. Press Place order to try again: we first check whether your order went through, so your card is not charged twice.",
      );
    case "PENDING_ORDER_EXPIRED":
    case "GENERIC":
      return plain(texts.generic);
    case "MAX_TICKETS_PER_ORDER":
      return plain(error.message);
    case "GROUP_MINIMUM_NOT_MET":
      return plain(`Group orders need at least ${error.minimum} tickets.`);
    case "GROUP_ADVANCE_PURCHASE":
      return plain(`Group visits must be booked at least ${error.days} days ahead.`);
    case "NOT_A_TICKETS_COUNT":
      return plain("Enter a whole number of tickets.");
    case "DUPLICATE_BARCODE":
      return plain(texts.duplicateBarcode);
    case "INVALID_BARCODE":
      return plain(texts.invalidBarcode);
    case "SEPARATE_GROUP_ORDER":
      return plain(
        error.groupInCart
          ? "Your cart holds a group order, which is booked on its own. Check out or remove it first to add these tickets."
          : "A group visit is booked as an order of its own. Check out or remove the tickets in your cart first.",
      );
    case "INVALID_PROMO_CODE":
      return plain(texts.invalidPromoCode);
    case "HYPERLINK_EXPIRED":
      return plain("This invitation link has expired.");
    case "HOLD_NOT_EXTENDED":
      return plain(texts.holdNotExtended);
    case "HOLD_EXTENSIONS_EXHAUSTED":
      return plain(texts.holdExtensionsExhausted);
    case "TOO_MANY_HOLDS":
      return plain(texts.tooManyHolds);
    case "RENDER_FAILURE":
      return plain(texts.renderFailure);
    case "THROTTLED":
      return plain(throttledText(error.retryAfterSeconds));
  }
};
