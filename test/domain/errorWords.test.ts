import { describe, expect, it } from "vitest";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { brandOf } from "../../src/domain/brand.js";
import type { ConfirmationNumberProblem } from "../../src/domain/confirmationNumber.js";
import {
  confirmationNumberProblemText,
  contactLine,
  describeFieldErrors,
  fieldProblemText,
  messageOf,
  purchaseProblemHeading,
  throttledText,
  unavailableLineText,
} from "../../src/domain/errorMessages.js";
import { unexpectedJavascriptError, type StorefrontError } from "../../src/domain/errors.js";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../src/domain/locale.js";
import { formatsIn } from "../../src/domain/localeFormats.js";
import type { FieldProblem } from "../../src/domain/purchaseForm.js";
import * as texts from "../../src/domain/texts.js";
import type { UnavailableReason } from "../../src/domain/unavailableLine.js";
import { aCartProduct, anInventory } from "../builders.js";

/*
 * Every error tag, field problem and line problem has its words in each of the seven
 * languages: none is left empty, in English, or with a placeholder unfilled.
 */

type Tag = StorefrontError["tag"];

/** One error of each tag: a tag added to StorefrontError and not here fails the typecheck. */
const oneOfEach: { readonly [T in Tag]: StorefrontError & { readonly tag: T } } = {
  ORDER_NOT_FOUND: { tag: "ORDER_NOT_FOUND" },
  ORDER_LOOKUP_FAILED: { tag: "ORDER_LOOKUP_FAILED" },
  NOT_REFUNDABLE: { tag: "NOT_REFUNDABLE" },
  REFUND_FAILED: { tag: "REFUND_FAILED" },
  // Without the API's words, which would say how many a group keeps.
  GROUP_BELOW_MINIMUM: { tag: "GROUP_BELOW_MINIMUM", message: null },
  CANCEL_FAILED: { tag: "CANCEL_FAILED" },
  // Without the API's words, which would say why (the product's, the window, a city pass).
  VISIT_NOT_CHANGEABLE: { tag: "VISIT_NOT_CHANGEABLE", message: null },
  ENTRY_TIME_FULL: { tag: "ENTRY_TIME_FULL" },
  CHANGE_FAILED: { tag: "CHANGE_FAILED" },
  RESEND_FAILED: { tag: "RESEND_FAILED" },
  PLACES_FREE: { tag: "PLACES_FREE" },
  ALREADY_WAITING: { tag: "ALREADY_WAITING" },
  NO_SUCH_ENTRY: { tag: "NO_SUCH_ENTRY" },
  OFFER_LAPSED: { tag: "OFFER_LAPSED" },
  OFFER_TAKEN: { tag: "OFFER_TAKEN" },
  // Without the API's words, which would say what to fix.
  WAITING_LIST_FAILED: { tag: "WAITING_LIST_FAILED", message: null },
  ORDER_CANCELED: { tag: "ORDER_CANCELED" },
  NO_TICKET: { tag: "NO_TICKET" },
  CONFIRMATION_NOT_VALID: { tag: "CONFIRMATION_NOT_VALID" },
  UNEXPECTED_ERROR: { tag: "UNEXPECTED_ERROR" },
  THROTTLED: { tag: "THROTTLED", retryAfterSeconds: 30 },
  PRODUCTS_UNAVAILABLE: { tag: "PRODUCTS_UNAVAILABLE", productIds: [3] },
  PAYMENT_DECLINED: { tag: "PAYMENT_DECLINED" },
  TOO_MANY_DECLINES: { tag: "TOO_MANY_DECLINES" },
  PURCHASE_NOT_COMPLETED: { tag: "PURCHASE_NOT_COMPLETED" },
  // The spec's stored fallback: the API's own messages are shown as they come.
  ORDER_CREATION_FAILED: { tag: "ORDER_CREATION_FAILED", message: unexpectedJavascriptError },
  RESERVATION_FAILED: { tag: "RESERVATION_FAILED", message: unexpectedJavascriptError },
  HOLD_UNANSWERED: { tag: "HOLD_UNANSWERED" },
  PURCHASE_UNANSWERED: { tag: "PURCHASE_UNANSWERED" },
  PENDING_ORDER_EXPIRED: { tag: "PENDING_ORDER_EXPIRED" },
  HOLD_NOT_EXTENDED: { tag: "HOLD_NOT_EXTENDED" },
  HOLD_EXTENSIONS_EXHAUSTED: { tag: "HOLD_EXTENSIONS_EXHAUSTED" },
  TOO_MANY_HOLDS: { tag: "TOO_MANY_HOLDS" },
  MAX_TICKETS_PER_ORDER: { tag: "MAX_TICKETS_PER_ORDER", maximum: 10, message: null },
  GROUP_MINIMUM_NOT_MET: { tag: "GROUP_MINIMUM_NOT_MET", minimum: 15 },
  GROUP_ADVANCE_PURCHASE: { tag: "GROUP_ADVANCE_PURCHASE", earliestDate: "2026-12-01", days: 7 },
  NOT_A_TICKETS_COUNT: { tag: "NOT_A_TICKETS_COUNT" },
  DUPLICATE_BARCODE: { tag: "DUPLICATE_BARCODE" },
  INVALID_BARCODE: { tag: "INVALID_BARCODE" },
  HYPERLINK_EXPIRED: { tag: "HYPERLINK_EXPIRED" },
  SEPARATE_GROUP_ORDER: { tag: "SEPARATE_GROUP_ORDER", groupInCart: true },
  INVALID_PROMO_CODE: { tag: "INVALID_PROMO_CODE" },
  GENERIC: { tag: "GENERIC" },
  RENDER_FAILURE: { tag: "RENDER_FAILURE" },
};

const errors: readonly StorefrontError[] = [
  ...Object.values(oneOfEach),
  { tag: "SEPARATE_GROUP_ORDER", groupInCart: false },
];

const fieldProblems: { readonly [P in FieldProblem]: P } = {
  REQUIRED: "REQUIRED",
  INVALID_EMAIL: "INVALID_EMAIL",
  CARD_NUMBER_INVALID: "CARD_NUMBER_INVALID",
  EXPIRY_MONTH_INVALID: "EXPIRY_MONTH_INVALID",
  EXPIRY_YEAR_INVALID: "EXPIRY_YEAR_INVALID",
  CARD_EXPIRED: "CARD_EXPIRED",
  CVV_INVALID: "CVV_INVALID",
};

const confirmationProblems: { readonly [P in ConfirmationNumberProblem]: P } = {
  CONFIRMATION_NUMBER_MISSING: "CONFIRMATION_NUMBER_MISSING",
  CONFIRMATION_NUMBER_MALFORMED: "CONFIRMATION_NUMBER_MALFORMED",
};

const reasons: { readonly [T in UnavailableReason["tag"]]: UnavailableReason } = {
  FEW_PLACES: { tag: "FEW_PLACES", remaining: 1 },
  TIME_GONE: { tag: "TIME_GONE" },
  OFF_SALE: { tag: "OFF_SALE" },
};

const line = aCartProduct({
  name: "Friends and Family Admission",
  visitDate: "2026-11-27",
  inventory: anInventory({ startTime: "2026-11-27T09:00:00", endTime: "2026-11-27T09:30:00" }),
  selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 2 }],
});

const sn = brandOf("sn");

/** Every sentence of the catalogue a guest can read, by what it says. */
const everySentence = (locale: Locale): ReadonlyMap<string, string> => {
  const words = guestWordsIn(locale);
  const formats = formatsIn(locale);
  return new Map([
    ...errors.map((error): [string, string] => [
      `${error.tag} ${JSON.stringify(error)}`,
      messageOf(error, sn, words).text,
    ]),
    ["contact line", contactLine(sn, words)],
    ["throttled", throttledText(2, words)],
    ...Object.values(fieldProblems).map((problem): [string, string] => [
      problem,
      fieldProblemText(problem, words),
    ]),
    ...Object.values(confirmationProblems).map((problem): [string, string] => [
      problem,
      confirmationNumberProblemText(problem, words),
    ]),
    ["order not placed", purchaseProblemHeading(null, words)],
    ["order maybe placed", purchaseProblemHeading({ tag: "PURCHASE_UNANSWERED" }, words)],
    ...Object.values(reasons).map((reason): [string, string] => [
      reason.tag,
      unavailableLineText({ line, reason }, words, formats),
    ]),
  ]);
};

const english = everySentence(DEFAULT_LOCALE);

describe.each(LOCALES)("the error catalogue in %s", (locale) => {
  const sentences = everySentence(locale);

  it("says every error, field problem and line problem, with every placeholder filled", () => {
    for (const [what, sentence] of sentences) {
      expect(sentence.trim(), what).not.toBe("");
      expect(sentence, what).not.toMatch(/[{}]|undefined|NaN/);
    }
  });

  it.skipIf(locale === DEFAULT_LOCALE)("says each in its own words, not in English", () => {
    const inEnglish = [...sentences].filter(([what, sentence]) => sentence === english.get(what));
    expect(inEnglish.map(([what]) => what)).toEqual([]);
  });

  it("keeps the venue's own message as it comes, and says the maximum itself without one", () => {
    const venueMaximum = { tag: "MAX_TICKETS_PER_ORDER", maximum: 4, message: "Max 4." } as const;
    expect(messageOf(venueMaximum, sn, guestWordsIn(locale)).text).toBe("Max 4.");
    expect(messageOf(oneOfEach.MAX_TICKETS_PER_ORDER, sn, guestWordsIn(locale)).text).toMatch(/10/);
    const sold = { tag: "ORDER_CREATION_FAILED", message: "Sold out" } as const;
    expect(messageOf(sold, sn, guestWordsIn(locale)).text).toBe("Sold out");
  });

  it("names the brand's guest-services phone and mailbox in the contact line", () => {
    const words = guestWordsIn(locale);
    for (const brand of [sn, brandOf("cgg")]) {
      expect(contactLine(brand, words)).toContain(brand.guestServices.phone);
      expect(contactLine(brand, words)).toContain(brand.guestServices.email);
    }
  });

  it("names the line's product, visit date and entry time in the guest's formats", () => {
    const formats = formatsIn(locale);
    const sentence = sentences.get("TIME_GONE") ?? "";
    expect(sentence).toContain("Friends and Family Admission");
    expect(sentence).toContain(formats.fullDate("2026-11-27"));
    expect(sentence).toContain(formats.slotTimes(line.inventory ?? anInventory()));
  });
});

describe("the words beside the catalogue", () => {
  it("the reference API's English messages are the English words, word for word", () => {
    const words = guestWordsIn(DEFAULT_LOCALE);
    expect({ ...texts }).toEqual({
      orderNotFound: words("errors.orderNotFound"),
      notRefundable: words("errors.notRefundable"),
      productsUnavailable: words("errors.productsUnavailable"),
      noTicket: words("errors.noTicket"),
      orderCanceled: words("errors.orderCanceled"),
    });
  });

  it("the reference API, which has no words, names each field's problem by its code", () => {
    expect(describeFieldErrors({ cardCVV: "CVV_INVALID", email: "INVALID_EMAIL" })).toEqual([
      "email: INVALID_EMAIL",
      "cardCVV: CVV_INVALID",
    ]);
  });

  it("the seconds to wait are written whole, as the English text always has them", () => {
    expect(throttledText(1800, guestWordsIn(DEFAULT_LOCALE))).toBe(
      "Too many attempts. Please try again in 1800 seconds.",
    );
  });

  it("a count is said in the language's plural", () => {
    expect(throttledText(1, guestWordsIn("es"))).toBe(
      "Demasiados intentos. Inténtalo de nuevo en 1 segundo.",
    );
    expect(throttledText(30, guestWordsIn("de"))).toBe(
      "Zu viele Versuche. Bitte versuche es in 30 Sekunden erneut.",
    );
    expect(throttledText(30, guestWordsIn("ja"))).toBe(
      "試行回数が多すぎます。30秒後にもう一度お試しください。",
    );
  });
});
