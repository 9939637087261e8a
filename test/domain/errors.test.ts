import { describe, expect, it } from "vitest";
import { brandOf, brands } from "../../src/domain/brand.js";
import {
  confirmationNumberProblemText,
  contactLine,
  describeFieldErrors,
  fieldProblemText,
  messageOf,
  purchaseProblemHeading,
} from "../../src/domain/errorMessages.js";
import { ApiCode, orderCreationFailed, type StorefrontError } from "../../src/domain/errors.js";
import {
  cancelTicketsErrorFromCode,
  changeVisitErrorFromCode,
  orderLookupErrorFromCode,
  refundErrorFromCode,
  resendErrorFromCode,
  viewTicketsErrorFromCode,
  waitingListErrorFromCode,
} from "../../src/domain/afterPurchaseErrors.js";
import * as texts from "../../src/domain/texts.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";

/* The texts of spec §8 (and §2 for the render failure), copied from the spec. */
const spec = {
  orderNotFound: "Your order was not found. Please review your details and try again.",
  cannotBeProcessed: "Your request cannot be processed at this time.",
  notRefundable: "Your order is not eligible for an online cancellation.",
  productsUnavailable: "Some products are unavailable.",
  unexpectedJavascriptError: "Unexpected javascript error",
  generic: "Something went wrong while doing your request. Please try again later.",
  renderFailure: "Unexpected issue occured!",
};

const english = guestWordsIn("en");
const sn = brandOf("sn");
const cgg = brandOf("cgg");

describe("API codes", () => {
  it("a refused cancellation of some tickets is GROUP_BELOW_MINIMUM for 4093, with the API's words, NOT_REFUNDABLE for 5005, else CANCEL_FAILED", () => {
    expect(cancelTicketsErrorFromCode(4093, "Keeps at least 10.")).toEqual({
      tag: "GROUP_BELOW_MINIMUM",
      message: "Keeps at least 10.",
    });
    expect(cancelTicketsErrorFromCode(5005, "Started.")).toEqual({ tag: "NOT_REFUNDABLE" });
    expect(cancelTicketsErrorFromCode(400, "Bad.")).toEqual({ tag: "CANCEL_FAILED" });
    expect(cancelTicketsErrorFromCode(null, null)).toEqual({ tag: "CANCEL_FAILED" });
  });

  it("the codes acted on are the spec's 17, 21, 5005 and 5007, and the API's 402 for a declined card, 409 for an order confirmed already, 4091 for a cancelled order's resend, 4092 for a hold extended as often as allowed, 4093 for a group left below its minimum, 4290 for too many declined cards, 4291 for too many holds from one address, 4094 for a visit that may not change, 4095 for an entry time without room for a change, and the waiting list's 4096 to 4099 and 4040", () => {
    expect(ApiCode).toEqual({
      OrderNotFound: 17,
      ProductsUnavailable: 21,
      PaymentDeclined: 402,
      OrderAlreadyConfirmed: 409,
      NotRefundable: 5005,
      PendingOrderExpired: 5007,
      OrderCanceled: 4091,
      HoldExtensionsExhausted: 4092,
      GroupBelowMinimum: 4093,
      VisitNotChangeable: 4094,
      EntryTimeFull: 4095,
      PlacesFree: 4096,
      AlreadyWaiting: 4097,
      OfferLapsed: 4098,
      OfferTaken: 4099,
      NoSuchEntry: 4040,
      TooManyDeclines: 4290,
      TooManyHolds: 4291,
    });
  });

  it("a refused change of visit is VISIT_NOT_CHANGEABLE (4094) or GROUP_BELOW_MINIMUM (4093) with the API's words, ENTRY_TIME_FULL for 4095, the card's declines as at checkout, else CHANGE_FAILED", () => {
    expect(changeVisitErrorFromCode(4094, "Too late.")).toEqual({
      tag: "VISIT_NOT_CHANGEABLE",
      message: "Too late.",
    });
    expect(changeVisitErrorFromCode(4093, null)).toEqual({
      tag: "GROUP_BELOW_MINIMUM",
      message: null,
    });
    expect(changeVisitErrorFromCode(4095, "No room.")).toEqual({ tag: "ENTRY_TIME_FULL" });
    expect(changeVisitErrorFromCode(402, null)).toEqual({ tag: "PAYMENT_DECLINED" });
    expect(changeVisitErrorFromCode(4290, null)).toEqual({ tag: "TOO_MANY_DECLINES" });
    expect(changeVisitErrorFromCode(5005, null)).toEqual({ tag: "CHANGE_FAILED" });
    expect(changeVisitErrorFromCode(null, null)).toEqual({ tag: "CHANGE_FAILED" });
  });

  it("a refused waiting-list call is PLACES_FREE, ALREADY_WAITING, NO_SUCH_ENTRY, OFFER_LAPSED or OFFER_TAKEN by its Code, else WAITING_LIST_FAILED with the API's words", () => {
    expect(waitingListErrorFromCode(4096, "Buy.")).toEqual({ tag: "PLACES_FREE" });
    expect(waitingListErrorFromCode(4097, "Waits.")).toEqual({ tag: "ALREADY_WAITING" });
    expect(waitingListErrorFromCode(4040, "No.")).toEqual({ tag: "NO_SUCH_ENTRY" });
    expect(waitingListErrorFromCode(4098, "Lapsed.")).toEqual({ tag: "OFFER_LAPSED" });
    expect(waitingListErrorFromCode(4099, "Bought.")).toEqual({ tag: "OFFER_TAKEN" });
    expect(waitingListErrorFromCode(400, "Bad email.")).toEqual({
      tag: "WAITING_LIST_FAILED",
      message: "Bad email.",
    });
    expect(waitingListErrorFromCode(null, null)).toEqual({
      tag: "WAITING_LIST_FAILED",
      message: null,
    });
  });

  it("refused view tickets are ORDER_CANCELED for 4091 (a cancelled order), else UNEXPECTED_ERROR", () => {
    expect(viewTicketsErrorFromCode(4091)).toEqual({ tag: "ORDER_CANCELED" });
    expect(viewTicketsErrorFromCode(17)).toEqual({ tag: "UNEXPECTED_ERROR" });
    expect(viewTicketsErrorFromCode(null)).toEqual({ tag: "UNEXPECTED_ERROR" });
  });

  it("a refused resend is ORDER_NOT_FOUND for Code 17, ORDER_CANCELED for 4091, else RESEND_FAILED", () => {
    expect(resendErrorFromCode(17)).toEqual({ tag: "ORDER_NOT_FOUND" });
    expect(resendErrorFromCode(4091)).toEqual({ tag: "ORDER_CANCELED" });
    expect(resendErrorFromCode(503)).toEqual({ tag: "RESEND_FAILED" });
    expect(resendErrorFromCode(null)).toEqual({ tag: "RESEND_FAILED" });
  });
});

describe("texts of spec §8", () => {
  it("order not found reads exactly as the spec quotes it", () => {
    expect(texts.orderNotFound).toBe(spec.orderNotFound);
  });

  it("a failed order lookup reads exactly as the spec quotes it", () => {
    expect(english("errors.requestCannotBeProcessed")).toBe(spec.cannotBeProcessed);
  });

  it("not refundable reads exactly as the spec quotes it", () => {
    expect(texts.notRefundable).toBe(spec.notRefundable);
  });

  it("products unavailable reads exactly as the spec gives it", () => {
    expect(texts.productsUnavailable).toBe(spec.productsUnavailable);
  });

  it("the order-creation fallback reads exactly 'Unexpected javascript error'", () => {
    expect(english("errors.unexpectedJavascriptError")).toBe(spec.unexpectedJavascriptError);
  });

  it("the generic modal reads exactly as the spec quotes it", () => {
    expect(english("errors.generic")).toBe(spec.generic);
  });

  it("the render failure reads exactly 'Unexpected issue occured!', spelling included", () => {
    expect(english("errors.renderFailure")).toBe(spec.renderFailure);
  });
});

describe("orderLookupErrorFromCode", () => {
  it("Code 17 means the order was not found", () => {
    expect(orderLookupErrorFromCode(17)).toEqual({ tag: "ORDER_NOT_FOUND" });
  });

  it("any other code is a lookup failure", () => {
    for (const code of [0, 16, 18, 21, 500, 5005, -17]) {
      expect(orderLookupErrorFromCode(code)).toEqual({ tag: "ORDER_LOOKUP_FAILED" });
    }
  });

  it("a failure without a code is a lookup failure", () => {
    expect(orderLookupErrorFromCode(null)).toEqual({ tag: "ORDER_LOOKUP_FAILED" });
  });
});

describe("refundErrorFromCode", () => {
  it("Code 5005 means the order is not refundable", () => {
    expect(refundErrorFromCode(5005)).toEqual({ tag: "NOT_REFUNDABLE" });
  });

  it("any other code is a REFUND_FAILED (the spec's ERROR)", () => {
    for (const code of [0, 17, 5004, 5006, 5007, 500]) {
      expect(refundErrorFromCode(code)).toEqual({ tag: "REFUND_FAILED" });
    }
  });

  it("a failure without a code is a REFUND_FAILED", () => {
    expect(refundErrorFromCode(null)).toEqual({ tag: "REFUND_FAILED" });
  });
});

describe("orderCreationFailed", () => {
  it("keeps the failure message as the order error message", () => {
    expect(orderCreationFailed("Card number is invalid")).toEqual({
      tag: "ORDER_CREATION_FAILED",
      message: "Card number is invalid",
    });
  });

  it("without a message it becomes 'Unexpected javascript error'", () => {
    const fallback = { tag: "ORDER_CREATION_FAILED", message: spec.unexpectedJavascriptError };
    expect(orderCreationFailed(null)).toEqual(fallback);
    expect(orderCreationFailed(undefined)).toEqual(fallback);
  });

  it("an empty or blank message also becomes 'Unexpected javascript error'", () => {
    const fallback = { tag: "ORDER_CREATION_FAILED", message: spec.unexpectedJavascriptError };
    expect(orderCreationFailed("")).toEqual(fallback);
    expect(orderCreationFailed("   ")).toEqual(fallback);
    expect(orderCreationFailed("\n\t ")).toEqual(fallback);
  });

  it("surrounding whitespace is dropped from a kept message", () => {
    expect(orderCreationFailed("  Sold out \n")).toEqual({
      tag: "ORDER_CREATION_FAILED",
      message: "Sold out",
    });
  });

  it("the kept message is what the guest reads", () => {
    expect(messageOf(orderCreationFailed("Sold out"), sn, english)).toEqual({
      text: "Sold out",
      contact: null,
    });
    expect(messageOf(orderCreationFailed(null), sn, english)).toEqual({
      text: spec.unexpectedJavascriptError,
      contact: null,
    });
  });
});

describe("fieldProblemText", () => {
  it.each([
    ["REQUIRED", "This field is required."],
    ["INVALID_EMAIL", "Enter an e-mail address like name@example.com."],
    ["CARD_NUMBER_INVALID", "This card number is not valid."],
    ["EXPIRY_MONTH_INVALID", "Enter the expiry month as a number from 1 to 12."],
    ["EXPIRY_YEAR_INVALID", "Enter the expiry year as 2 or 4 digits."],
    ["CARD_EXPIRED", "This card has expired."],
    ["CVV_INVALID", "The CVV is the 3 or 4 digits on your card."],
  ] as const)("a field's %s problem reads %j", (problem, text) => {
    expect(fieldProblemText(problem, english)).toBe(text);
  });
});

describe("contactLine", () => {
  it("names the brand's guest-services phone number and mailbox", () => {
    expect(contactLine(sn, english)).toBe(
      "Please contact Guest Services at (206) 555-0141 or guestservices@summitneedle.example.",
    );
    expect(contactLine(cgg, english)).toBe(
      "Please contact Guest Services at (206) 555-0144 or guestservices@crystalglassgarden.example.",
    );
  });

  it("every brand's contact line carries its own phone and e-mail", () => {
    for (const brand of brands) {
      const line = contactLine(brand, english);
      expect(line).toContain(brand.guestServices.phone);
      expect(line).toContain(brand.guestServices.email);
    }
  });
});

describe("messageOf", () => {
  it("order lookup, Code 17: the not-found text with no contact line", () => {
    expect(messageOf(orderLookupErrorFromCode(17), sn, english)).toEqual({
      text: spec.orderNotFound,
      contact: null,
    });
  });

  it("order lookup, any other failure: cannot be processed plus the contact line", () => {
    expect(messageOf(orderLookupErrorFromCode(500), sn, english)).toEqual({
      text: spec.cannotBeProcessed,
      contact:
        "Please contact Guest Services at (206) 555-0141 or guestservices@summitneedle.example.",
    });
  });

  it("the contact line is the current brand's", () => {
    expect(messageOf({ tag: "ORDER_LOOKUP_FAILED" }, cgg, english).contact).toBe(
      "Please contact Guest Services at (206) 555-0144 or guestservices@crystalglassgarden.example.",
    );
  });

  it("refund, Code 5005: the not-refundable text plus the contact line", () => {
    expect(messageOf(refundErrorFromCode(5005), cgg, english)).toEqual({
      text: spec.notRefundable,
      contact: contactLine(cgg, english),
    });
    expect(messageOf(refundErrorFromCode(5005), cgg, english).contact).toContain("(206) 555-0144");
  });

  it("refund, other failure (REFUND_FAILED, the spec's ERROR): cannot be processed plus the contact line", () => {
    expect(messageOf(refundErrorFromCode(1), sn, english)).toEqual({
      text: spec.cannotBeProcessed,
      contact: contactLine(sn, english),
    });
    expect(messageOf(refundErrorFromCode(1), sn, english).contact).toContain(
      "guestservices@summitneedle.example",
    );
  });

  it("purchase, Code 21: some products are unavailable", () => {
    expect(messageOf({ tag: "PRODUCTS_UNAVAILABLE", productIds: [3, 7] }, sn, english)).toEqual({
      text: spec.productsUnavailable,
      contact: null,
    });
  });

  it("the generic modal's text", () => {
    expect(messageOf({ tag: "GENERIC" }, sn, english)).toEqual({
      text: spec.generic,
      contact: null,
    });
  });

  it("an expired pending order that reaches the guest shows the generic text", () => {
    expect(messageOf({ tag: "PENDING_ORDER_EXPIRED" }, sn, english)).toEqual({
      text: spec.generic,
      contact: null,
    });
  });

  it("the render failure's text", () => {
    expect(messageOf({ tag: "RENDER_FAILURE" }, sn, english)).toEqual({
      text: spec.renderFailure,
      contact: null,
    });
  });

  it("a reservation failure shows its own message", () => {
    expect(messageOf({ tag: "RESERVATION_FAILED", message: "No seats left" }, sn, english)).toEqual(
      {
        text: "No seats left",
        contact: null,
      },
    );
  });

  it("only the order-lookup failure, NOT_REFUNDABLE, REFUND_FAILED, CANCEL_FAILED and RESEND_FAILED carry a contact line", () => {
    const errors: readonly StorefrontError[] = [
      { tag: "ORDER_NOT_FOUND" },
      { tag: "ORDER_LOOKUP_FAILED" },
      { tag: "NOT_REFUNDABLE" },
      { tag: "REFUND_FAILED" },
      { tag: "GROUP_BELOW_MINIMUM", message: null },
      { tag: "CANCEL_FAILED" },
      { tag: "RESEND_FAILED" },
      { tag: "ORDER_CANCELED" },
      { tag: "NO_TICKET" },
      { tag: "CONFIRMATION_NOT_VALID" },
      { tag: "UNEXPECTED_ERROR" },
      { tag: "PRODUCTS_UNAVAILABLE", productIds: [1] },
      { tag: "PAYMENT_DECLINED" },
      { tag: "TOO_MANY_DECLINES" },
      { tag: "PURCHASE_NOT_COMPLETED" },
      { tag: "ORDER_CREATION_FAILED", message: "x" },
      { tag: "HOLD_UNANSWERED" },
      { tag: "PURCHASE_UNANSWERED" },
      { tag: "PENDING_ORDER_EXPIRED" },
      { tag: "RESERVATION_FAILED", message: "x" },
      { tag: "MAX_TICKETS_PER_ORDER", maximum: 10, message: "x" },
      { tag: "GROUP_MINIMUM_NOT_MET", minimum: 15 },
      { tag: "GROUP_ADVANCE_PURCHASE", earliestDate: "2026-12-01", days: 7 },
      { tag: "NOT_A_TICKETS_COUNT" },
      { tag: "DUPLICATE_BARCODE" },
      { tag: "INVALID_BARCODE" },
      { tag: "INVALID_PROMO_CODE" },
      { tag: "THROTTLED", retryAfterSeconds: 30 },
      { tag: "GENERIC" },
      { tag: "RENDER_FAILURE" },
    ];
    const withContact = errors
      .filter((error) => messageOf(error, sn, english).contact !== null)
      .map((error) => error.tag);
    expect(withContact).toEqual([
      "ORDER_LOOKUP_FAILED",
      "NOT_REFUNDABLE",
      "REFUND_FAILED",
      "CANCEL_FAILED",
      "RESEND_FAILED",
    ]);
  });

  it("every error has a non-empty text for the guest", () => {
    const errors: readonly StorefrontError[] = [
      { tag: "NO_TICKET" },
      { tag: "CONFIRMATION_NOT_VALID" },
      { tag: "UNEXPECTED_ERROR" },
      { tag: "PAYMENT_DECLINED" },
      { tag: "PURCHASE_NOT_COMPLETED" },
      { tag: "DUPLICATE_BARCODE" },
      { tag: "INVALID_BARCODE" },
      { tag: "INVALID_PROMO_CODE" },
    ];
    for (const error of errors) {
      expect(messageOf(error, sn, english).text.trim()).not.toBe("");
    }
  });

  it("tickets that could not be held with no answer: the order was not placed and the card not charged", () => {
    expect(messageOf({ tag: "HOLD_UNANSWERED" }, sn, english).text).toBe(
      "We could not reach the ticket office, so your order was not placed and your card was not charged. Please check your connection and try again.",
    );
  });

  it("a purchase sent with no answer may have been placed: trying again checks first, so the card is not charged twice", () => {
    expect(messageOf({ tag: "PURCHASE_UNANSWERED" }, sn, english).text).toBe(
      "The connection to the ticket office dropped before it answered. Press Place order to try again: we first check whether your order went through, so your card is not charged twice.",
    );
    expect(purchaseProblemHeading({ tag: "PURCHASE_UNANSWERED" }, english)).toBe(
      "We could not tell whether your order was placed",
    );
  });

  it("every other refused Place order is headed 'Your order was not placed'", () => {
    for (const error of [
      null,
      { tag: "PAYMENT_DECLINED" } as const,
      { tag: "HOLD_UNANSWERED" } as const,
      { tag: "ORDER_CREATION_FAILED", message: "x" } as const,
    ]) {
      expect(purchaseProblemHeading(error, english)).toBe("Your order was not placed");
    }
  });

  it("a throttled guess tells the guest how many seconds to wait", () => {
    expect(messageOf({ tag: "THROTTLED", retryAfterSeconds: 42 }, sn, english)).toEqual({
      text: "Too many attempts. Please try again in 42 seconds.",
      contact: null,
    });
    expect(messageOf({ tag: "THROTTLED", retryAfterSeconds: 1 }, sn, english).text).toBe(
      "Too many attempts. Please try again in 1 second.",
    );
  });

  it("the order-limit messages name their numbers", () => {
    expect(messageOf({ tag: "GROUP_MINIMUM_NOT_MET", minimum: 15 }, sn, english).text).toBe(
      "Group orders need at least 15 tickets.",
    );
    expect(
      messageOf({ tag: "GROUP_ADVANCE_PURCHASE", earliestDate: "2026-12-01", days: 7 }, sn, english)
        .text,
    ).toBe("Group visits must be booked at least 7 days ahead.");
    expect(
      messageOf(
        { tag: "MAX_TICKETS_PER_ORDER", maximum: 10, message: "At most 10 tickets." },
        sn,
        english,
      ).text,
    ).toBe("At most 10 tickets.");
  });

  it("city-pass barcode errors read 'Ticket already entered' and 'Invalid barcode'", () => {
    expect(messageOf({ tag: "DUPLICATE_BARCODE" }, sn, english).text).toBe(
      "Ticket already entered",
    );
    expect(messageOf({ tag: "INVALID_BARCODE" }, sn, english).text).toBe("Invalid barcode");
  });
});

describe("each error reads its own words", () => {
  it.each([
    [{ tag: "ORDER_CANCELED" }, texts.orderCanceled],
    [{ tag: "NO_TICKET" }, texts.noTicket],
    [{ tag: "CONFIRMATION_NOT_VALID" }, english("errors.confirmationNotValid")],
    [{ tag: "UNEXPECTED_ERROR" }, english("errors.viewTicketsUnexpected")],
    [{ tag: "PAYMENT_DECLINED" }, english("errors.paymentDeclined")],
    [
      { tag: "TOO_MANY_DECLINES" },
      "Too many cards were declined for this order, so no other card can be tried now. Please check with your bank, then try again later.",
    ],
    [{ tag: "INVALID_PROMO_CODE" }, english("errors.invalidPromoCode")],
    [{ tag: "HYPERLINK_EXPIRED" }, "This invitation link has expired."],
    [{ tag: "HOLD_NOT_EXTENDED" }, english("errors.holdNotExtended")],
    [{ tag: "HOLD_EXTENSIONS_EXHAUSTED" }, "Your hold cannot be extended again."],
    [
      { tag: "TOO_MANY_HOLDS" },
      "Too many tickets are on hold from your connection. Please try again in a few minutes.",
    ],
    [{ tag: "NOT_A_TICKETS_COUNT" }, "Enter a whole number of tickets."],
  ] as [StorefrontError, string][])("%j reads %s, without a contact line", (error, text) => {
    expect(messageOf(error, sn, english)).toEqual({ text, contact: null });
  });
});

describe("a confirmation number's problem and a form's field problems in words", () => {
  it("a missing confirmation number asks for it; a malformed one says what one looks like", () => {
    expect(confirmationNumberProblemText("CONFIRMATION_NUMBER_MISSING", english)).toBe(
      "Enter the confirmation number from your order confirmation.",
    );
    expect(confirmationNumberProblemText("CONFIRMATION_NUMBER_MALFORMED", english)).toBe(
      "A confirmation number has 4 to 64 letters and digits, such as ABCD234567.",
    );
  });

  it("field problems read as 'field: words', in the form's order, and only for fields with a problem", () => {
    expect(
      describeFieldErrors({ cardCVV: "CVV_INVALID", email: "INVALID_EMAIL" }, english),
    ).toEqual([
      `email: ${fieldProblemText("INVALID_EMAIL", english)}`,
      `cardCVV: ${fieldProblemText("CVV_INVALID", english)}`,
    ]);
    expect(describeFieldErrors({}, english)).toEqual([]);
  });
});
