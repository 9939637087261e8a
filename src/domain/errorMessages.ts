import type { Brand } from "./brand.js";
import type { ConfirmationNumberProblem } from "./confirmationNumber.js";
import { totalTicketsCount } from "./discountSelection.js";
import { unexpectedJavascriptError, type PurchaseError, type StorefrontError } from "./errors.js";
import type { LocaleFormats } from "./localeFormats.js";
import { purchaseFields, type FieldErrors, type FieldProblem } from "./purchaseForm.js";
import type { UnavailableLine } from "./unavailableLine.js";
import type { GuestWords } from "./words/words.js";

/*
 * The error catalogue: where an error's tag or a field's problem becomes the words a guest
 * reads, in their language (words/guest/errors; the English catalogue holds the spec's texts
 * word for word). Apart from errors.ts (the tags) so that the first page, which needs none of
 * these, does not carry every message and the purchase form's fields with it.
 */

/** "Too many attempts. Please try again in N seconds." */
export const throttledText = (seconds: number, words: GuestWords): string =>
  words("errors.throttled", { seconds });

/** A typed confirmation number's problem in words, beside its field on the view-tickets page. */
export const confirmationNumberProblemText = (
  problem: ConfirmationNumberProblem,
  words: GuestWords,
): string =>
  problem === "CONFIRMATION_NUMBER_MISSING"
    ? words("errors.confirmationNumberMissing")
    : words("errors.confirmationNumberMalformed");

/** A purchase-form field's problem in words, shown beside the field (spec §5 leaves them open). */
export const fieldProblemText = (problem: FieldProblem, words: GuestWords): string => {
  switch (problem) {
    case "REQUIRED":
      return words("errors.fieldRequired");
    case "INVALID_EMAIL":
      return words("errors.fieldInvalidEmail");
    case "CARD_NUMBER_INVALID":
      return words("errors.fieldCardNumberInvalid");
    case "EXPIRY_MONTH_INVALID":
      return words("errors.fieldExpiryMonthInvalid");
    case "EXPIRY_YEAR_INVALID":
      return words("errors.fieldExpiryYearInvalid");
    case "CARD_EXPIRED":
      return words("errors.fieldCardExpired");
    case "CVV_INVALID":
      return words("errors.fieldCvvInvalid");
  }
};

/**
 * Each field's problem as "field: words", in the form's order, for the CLI. The reference API,
 * which has no words of its own, names each problem by its code instead.
 */
export const describeFieldErrors = (errors: FieldErrors, words?: GuestWords): readonly string[] =>
  purchaseFields.flatMap((field) => {
    const problem = errors[field];
    if (problem === undefined) return [];
    return [`${field}: ${words === undefined ? problem : fieldProblemText(problem, words)}`];
  });

/**
 * The heading over why Place order brought no confirmation: a purchase that got no answer may
 * have been placed, and saying it was not would send the guest to buy again.
 */
export const purchaseProblemHeading = (error: PurchaseError | null, words: GuestWords): string =>
  error?.tag === "PURCHASE_UNANSWERED"
    ? words("errors.orderMaybePlaced")
    : words("errors.orderNotPlaced");

/** Which of a line's visit date and entry time there are to name: a select of its words. */
const whenOf = (date: string | null, time: string | null): string => {
  if (date !== null) return time === null ? "date" : "dateAndTime";
  return time === null ? "name" : "time";
};

/**
 * A line the API would not hold, named so the guest knows which and why: "Friends and Family
 * Admission, Friday, November 27, 2026, 9:00 AM to 9:30 AM: only 1 place left for your 2
 * tickets."
 */
export const unavailableLineText = (
  { line, reason }: UnavailableLine,
  words: GuestWords,
  formats: LocaleFormats,
): string => {
  const date = line.visitDate === null ? null : formats.fullDate(line.visitDate);
  const time = line.inventory === null ? null : formats.slotTimes(line.inventory);
  const named = words("errors.unavailableLine", {
    when: whenOf(date, time),
    name: line.name,
    date: date ?? "",
    time: time ?? "",
  });
  switch (reason.tag) {
    case "FEW_PLACES":
      return words("errors.unavailableFewPlaces", {
        line: named,
        remaining: reason.remaining,
        tickets: totalTicketsCount(line.selectedDiscounts),
      });
    case "TIME_GONE":
      return words("errors.unavailableTimeGone", { line: named });
    case "OFF_SALE":
      return words("errors.unavailableOffSale", { line: named });
  }
};

/** What a guest reads: the message, and for some errors a way to reach guest services. */
export interface UserMessage {
  readonly text: string;
  readonly contact: string | null;
}

/** "plus a contact line with a guest-services phone number and mailbox" (spec §8). */
export const contactLine = (brand: Brand, words: GuestWords): string =>
  words("errors.contactLine", {
    phone: brand.guestServices.phone,
    email: brand.guestServices.email,
  });

/**
 * The API's own message, which says what to fix, as it comes; the spec's stored fallback when
 * it gave none is the storefront's, so it is read in the guest's words.
 */
const apiMessage = (message: string, words: GuestWords): string =>
  message === unexpectedJavascriptError ? words("errors.unexpectedJavascriptError") : message;

const plain = (text: string): UserMessage => ({ text, contact: null });

/** The one place where an error's tag becomes the words a guest sees. */
export const messageOf = (error: StorefrontError, brand: Brand, words: GuestWords): UserMessage => {
  const withContact = (text: string): UserMessage => ({
    text,
    contact: contactLine(brand, words),
  });
  switch (error.tag) {
    case "ORDER_NOT_FOUND":
      return plain(words("errors.orderNotFound"));
    case "ORDER_LOOKUP_FAILED":
    case "REFUND_FAILED":
    case "CANCEL_FAILED":
    case "CHANGE_FAILED":
    case "RESEND_FAILED":
      return withContact(words("errors.requestCannotBeProcessed"));
    case "NOT_REFUNDABLE":
      return withContact(words("errors.notRefundable"));
    case "ORDER_CANCELED":
      return plain(words("errors.orderCanceled"));
    case "NO_TICKET":
      return plain(words("errors.noTicket"));
    case "CONFIRMATION_NOT_VALID":
      return plain(words("errors.confirmationNotValid"));
    case "UNEXPECTED_ERROR":
      return plain(words("errors.viewTicketsUnexpected"));
    case "PRODUCTS_UNAVAILABLE":
      return plain(words("errors.productsUnavailable"));
    case "PAYMENT_DECLINED":
      return plain(words("errors.paymentDeclined"));
    case "TOO_MANY_DECLINES":
      return plain(words("errors.tooManyDeclines"));
    case "PURCHASE_NOT_COMPLETED":
      return plain(words("errors.purchaseNotCompleted"));
    case "ORDER_CREATION_FAILED":
    case "RESERVATION_FAILED":
      return plain(apiMessage(error.message, words));
    case "HOLD_UNANSWERED":
      return plain(words("errors.holdUnanswered"));
    case "PURCHASE_UNANSWERED":
      return plain(words("errors.purchaseUnanswered"));
    case "PENDING_ORDER_EXPIRED":
    case "GENERIC":
      return plain(words("errors.generic"));
    case "MAX_TICKETS_PER_ORDER":
      return plain(error.message ?? words("errors.maxTicketsPerOrder", { maximum: error.maximum }));
    case "GROUP_BELOW_MINIMUM":
      return plain(error.message ?? words("errors.groupBelowMinimum"));
    case "VISIT_NOT_CHANGEABLE":
      return plain(error.message ?? words("errors.visitNotChangeable"));
    case "ENTRY_TIME_FULL":
      return plain(words("errors.entryTimeFull"));
    case "GROUP_MINIMUM_NOT_MET":
      return plain(words("errors.groupMinimumNotMet", { minimum: error.minimum }));
    case "GROUP_ADVANCE_PURCHASE":
      return plain(words("errors.groupAdvancePurchase", { days: error.days }));
    case "NOT_A_TICKETS_COUNT":
      return plain(words("errors.notATicketsCount"));
    case "DUPLICATE_BARCODE":
      return plain(words("errors.duplicateBarcode"));
    case "INVALID_BARCODE":
      return plain(words("errors.invalidBarcode"));
    case "SEPARATE_GROUP_ORDER":
      return plain(
        error.groupInCart ? words("errors.groupOrderInCart") : words("errors.groupOrderOnItsOwn"),
      );
    case "INVALID_PROMO_CODE":
      return plain(words("errors.invalidPromoCode"));
    case "HYPERLINK_EXPIRED":
      return plain(words("errors.hyperlinkExpired"));
    case "HOLD_NOT_EXTENDED":
      return plain(words("errors.holdNotExtended"));
    case "HOLD_EXTENSIONS_EXHAUSTED":
      return plain(words("errors.holdExtensionsExhausted"));
    case "TOO_MANY_HOLDS":
      return plain(words("errors.tooManyHolds"));
    case "PLACES_FREE":
      return plain(words("errors.waitingListPlacesFree"));
    case "ALREADY_WAITING":
      return plain(words("errors.waitingListAlreadyWaiting"));
    case "NO_SUCH_ENTRY":
      return plain(words("errors.waitingListNoSuchEntry"));
    case "OFFER_LAPSED":
      return plain(words("errors.waitingListOfferLapsed"));
    case "OFFER_TAKEN":
      return plain(words("errors.waitingListOfferTaken"));
    case "WAITING_LIST_FAILED":
      return error.message === null
        ? withContact(words("errors.requestCannotBeProcessed"))
        : plain(error.message);
    case "RENDER_FAILURE":
      return plain(words("errors.renderFailure"));
    case "THROTTLED":
      return plain(throttledText(error.retryAfterSeconds, words));
  }
};
