import * as E from "fp-ts/lib/Either.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addressFields,
  cardFields,
  contactFields,
  digitsOf,
  emptyPurchaseForm,
  isOptionalField,
  purchaseFields,
  isCardRequired,
  isCardRequiredFor,
  isExpiryInFuture,
  passesLuhn,
  validatePurchaseForm,
  withoutCard,
  type PurchaseField,
  type PurchaseForm,
} from "../../src/domain/purchaseForm.js";

const today = "2025-06-15";

const aForm = (overrides: Partial<PurchaseForm> = {}): PurchaseForm => ({
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  address1: "1 Analytical Way",
  address2: "",
  city: "Seattle",
  state: "WA",
  postalCode: "98101",
  country: "US",
  phoneNumber: "206-555-0100",
  cardOwnerName: "Ada Lovelace",
  cardNumber: "4242 4242 4242 4242",
  cardMonthExp: "12",
  cardYearExp: "2027",
  cardCVV: "123",
  sendNotificationYN: false,
  ...overrides,
});

const requiredFields: readonly PurchaseField[] = [
  "email",
  "firstName",
  "lastName",
  "address1",
  "city",
  "state",
  "postalCode",
  "country",
  "phoneNumber",
  "cardOwnerName",
  "cardNumber",
  "cardMonthExp",
  "cardYearExp",
  "cardCVV",
];

describe("the form's fields, listed once", () => {
  it("every field of the purchase form is listed once, contact, address and card in order", () => {
    const formFields = Object.keys(emptyPurchaseForm).filter((key) => key !== "sendNotificationYN");
    expect([...purchaseFields].sort()).toEqual([...formFields].sort());
    expect(new Set(purchaseFields).size).toBe(purchaseFields.length);
    expect(purchaseFields).toEqual([...contactFields, ...addressFields, ...cardFields]);
  });

  it("address 2 is the only optional field", () => {
    expect(purchaseFields.filter(isOptionalField)).toEqual(["address2"]);
  });

  it("the card fields are the card owner, number, expiry month and year, and CVV", () => {
    expect(cardFields).toEqual([
      "cardOwnerName",
      "cardNumber",
      "cardMonthExp",
      "cardYearExp",
      "cardCVV",
    ]);
  });
});

describe("a valid form", () => {
  it("a valid form comes back as Right, unchanged", () => {
    const form = aForm();
    expect(validatePurchaseForm(form, today)).toEqual(E.right(form));
  });

  it("address 2 may be left empty", () => {
    expect(E.isRight(validatePurchaseForm(aForm({ address2: "" }), today))).toBe(true);
  });
});

describe("required fields", () => {
  it.each(requiredFields)(
    "an empty %s is reported as required against that field only",
    (field) => {
      expect(validatePurchaseForm(aForm({ [field]: "" }), today)).toEqual(
        E.left({ [field]: "REQUIRED" }),
      );
    },
  );

  it("a field of only spaces counts as empty", () => {
    expect(validatePurchaseForm(aForm({ firstName: "   " }), today)).toEqual(
      E.left({ firstName: "REQUIRED" }),
    );
  });

  it("every missing field is reported at once", () => {
    expect(validatePurchaseForm(aForm({ email: "", city: "", cardCVV: "" }), today)).toEqual(
      E.left({
        email: "REQUIRED",
        city: "REQUIRED",
        cardCVV: "REQUIRED",
      }),
    );
  });
});

describe("e-mail", () => {
  it.each(["ada@example.com", "a.b+tag@mail.example.co.uk", "  ada@example.com  "])(
    "%j has the shape of an e-mail address",
    (email) => {
      expect(E.isRight(validatePurchaseForm(aForm({ email }), today))).toBe(true);
    },
  );

  it.each([
    "ada",
    "ada@example",
    "@example.com",
    "ada@.com",
    "ada lovelace@example.com",
    "ada@@example.com",
  ])("%j is reported against the e-mail field", (email) => {
    expect(validatePurchaseForm(aForm({ email }), today)).toEqual(
      E.left({ email: "INVALID_EMAIL" }),
    );
  });
});

describe("card number", () => {
  it("4242 4242 4242 4242 passes Luhn", () => {
    expect(passesLuhn("4242 4242 4242 4242")).toBe(true);
  });

  it("4000 0000 0000 0002 passes Luhn", () => {
    expect(passesLuhn("4000 0000 0000 0002")).toBe(true);
  });

  it("4242 4242 4242 4241 fails Luhn", () => {
    expect(passesLuhn("4242 4242 4242 4241")).toBe(false);
  });

  it("spaces and dashes in a card number are ignored", () => {
    expect(digitsOf("4242-4242 4242-4242")).toBe("4242424242424242");
    expect(passesLuhn("4242-4242-4242-4242")).toBe(true);
  });

  it("a card number with letters, or too short or too long, fails", () => {
    expect(passesLuhn("4242 4242 4242 424a")).toBe(false);
    expect(passesLuhn("00000000000")).toBe(false);
    expect(passesLuhn("00000000000000000000")).toBe(false);
  });

  it("Luhn folds a doubled digit above 9 to the sum of its digits: 5555 5555 5555 4444 passes", () => {
    expect(passesLuhn("5555 5555 5555 4444")).toBe(true);
  });

  it("Luhn refuses a one-digit change of 5555 5555 5555 4444", () => {
    expect(passesLuhn("5555 5555 5555 4445")).toBe(false);
    expect(passesLuhn("5555 5555 5565 4444")).toBe(false);
  });

  it("Luhn takes 12 to 19 digits", () => {
    expect(passesLuhn("000000000000")).toBe(true);
    expect(passesLuhn("0000000000000000000")).toBe(true);
  });

  it("a card number failing Luhn is reported against the card number", () => {
    expect(validatePurchaseForm(aForm({ cardNumber: "4242 4242 4242 4241" }), today)).toEqual(
      E.left({ cardNumber: "CARD_NUMBER_INVALID" }),
    );
  });
});

describe("expiry", () => {
  it("an expiry month in the past fails", () => {
    expect(isExpiryInFuture("05", "2025", today)).toBe(false);
    expect(isExpiryInFuture("12", "2024", today)).toBe(false);
  });

  it("this month passes, through its last day", () => {
    expect(isExpiryInFuture("06", "2025", today)).toBe(true);
    expect(isExpiryInFuture("6", "25", "2025-06-30")).toBe(true);
  });

  it("a later month passes", () => {
    expect(isExpiryInFuture("07", "2025", today)).toBe(true);
    expect(isExpiryInFuture("01", "2026", today)).toBe(true);
  });

  it("a 2-digit year is read as 20YY", () => {
    expect(isExpiryInFuture("06", "25", today)).toBe(true);
    expect(isExpiryInFuture("05", "25", today)).toBe(false);
    expect(isExpiryInFuture("01", "30", today)).toBe(true);
  });

  it("a 4-digit year is read as it is", () => {
    expect(isExpiryInFuture("01", "2030", today)).toBe(true);
    expect(isExpiryInFuture("12", "2024", today)).toBe(false);
  });

  it("a month outside 1 to 12 or a 1- or 3-digit year is never valid", () => {
    expect(isExpiryInFuture("0", "2030", today)).toBe(false);
    expect(isExpiryInFuture("13", "2030", today)).toBe(false);
    expect(isExpiryInFuture("06", "5", today)).toBe(false);
    expect(isExpiryInFuture("06", "203", today)).toBe(false);
  });

  it("the expiry format guard refuses a 3-digit month or a 5-digit year", () => {
    expect(isExpiryInFuture("012", "2030", today)).toBe(false);
    expect(isExpiryInFuture("12", "20300", today)).toBe(false);
  });

  it("an expiry typed with spaces is still checked for having expired", () => {
    expect(validatePurchaseForm(aForm({ cardMonthExp: " 05", cardYearExp: "25 " }), today)).toEqual(
      E.left({ cardYearExp: "CARD_EXPIRED" }),
    );
  });

  it("an expired card is reported against the expiry year", () => {
    expect(validatePurchaseForm(aForm({ cardMonthExp: "05", cardYearExp: "25" }), today)).toEqual(
      E.left({ cardYearExp: "CARD_EXPIRED" }),
    );
  });

  it("a card expiring this month is accepted", () => {
    expect(
      E.isRight(validatePurchaseForm(aForm({ cardMonthExp: "6", cardYearExp: "2025" }), today)),
    ).toBe(true);
  });

  it.each(["13", "0", "00", "1a", "012"])(
    "an expiry month of %j is reported against the month, not as expired",
    (cardMonthExp) => {
      expect(validatePurchaseForm(aForm({ cardMonthExp, cardYearExp: "2030" }), today)).toEqual(
        E.left({ cardMonthExp: "EXPIRY_MONTH_INVALID" }),
      );
    },
  );

  it.each(["2", "203", "20301", "ab"])(
    "an expiry year of %j is reported as malformed, not as expired",
    (cardYearExp) => {
      expect(validatePurchaseForm(aForm({ cardMonthExp: "12", cardYearExp }), today)).toEqual(
        E.left({ cardYearExp: "EXPIRY_YEAR_INVALID" }),
      );
    },
  );
});

describe("CVV", () => {
  it.each(["123", "1234", " 123 "])("a CVV of %j is accepted", (cardCVV) => {
    expect(E.isRight(validatePurchaseForm(aForm({ cardCVV }), today))).toBe(true);
  });

  it.each(["12", "12345", "12a", "1 23"])("a CVV of %j is reported against the CVV", (cardCVV) => {
    expect(validatePurchaseForm(aForm({ cardCVV }), today)).toEqual(
      E.left({ cardCVV: "CVV_INVALID" }),
    );
  });
});

describe("errors together", () => {
  it("each problem is reported against its own field", () => {
    expect(
      validatePurchaseForm(
        aForm({
          email: "ada",
          cardNumber: "4242 4242 4242 4241",
          cardMonthExp: "01",
          cardYearExp: "2020",
          cardCVV: "1",
          lastName: "",
        }),
        today,
      ),
    ).toEqual(
      E.left({
        email: "INVALID_EMAIL",
        cardNumber: "CARD_NUMBER_INVALID",
        cardYearExp: "CARD_EXPIRED",
        cardCVV: "CVV_INVALID",
        lastName: "REQUIRED",
      }),
    );
  });

  it("an empty expiry month is reported as required, not as expired", () => {
    expect(validatePurchaseForm(aForm({ cardMonthExp: "" }), today)).toEqual(
      E.left({ cardMonthExp: "REQUIRED" }),
    );
  });
});

describe("a purchase without a card charge", () => {
  const noCard = {
    cardOwnerName: "",
    cardNumber: "",
    cardMonthExp: "",
    cardYearExp: "",
    cardCVV: "",
  };

  it("a zero total needs no card; any other total does", () => {
    expect(isCardRequired(0)).toBe(false);
    expect(isCardRequired(1)).toBe(true);
    expect(isCardRequired(2500)).toBe(true);
  });

  it("a cart priced at zero needs no card; an empty or charged cart does", () => {
    const priced = (total: number) => ({ subtotal: total, tax: 0, total, lines: [] });
    expect(isCardRequiredFor({ kind: "priced", products: [], priced: priced(0) })).toBe(false);
    expect(isCardRequiredFor({ kind: "priced", products: [], priced: priced(500) })).toBe(true);
    expect(isCardRequiredFor({ kind: "empty" })).toBe(true);
  });

  it("without a card charge the card fields are not required", () => {
    const form = aForm(noCard);
    expect(validatePurchaseForm(form, today, { cardRequired: false })).toEqual(E.right(form));
  });

  it("without a card charge whatever is in the card fields is not checked", () => {
    const form = aForm({ cardNumber: "1234", cardMonthExp: "13", cardCVV: "1" });
    expect(validatePurchaseForm(form, today, { cardRequired: false })).toEqual(E.right(form));
  });

  it("without a card charge the guest fields are still required and checked", () => {
    expect(
      validatePurchaseForm(aForm({ ...noCard, email: "ada", city: "" }), today, {
        cardRequired: false,
      }),
    ).toEqual(
      E.left({
        email: "INVALID_EMAIL",
        city: "REQUIRED",
      }),
    );
  });

  it("the card fields are required unless told otherwise", () => {
    expect(validatePurchaseForm(aForm({ cardCVV: "" }), today)).toEqual(
      E.left({ cardCVV: "REQUIRED" }),
    );
  });
});

describe("the state is asked for only where the country has states", () => {
  it("a country with states needs one: an empty state in the United States or Canada is required", () => {
    for (const country of ["US", "CA"]) {
      expect(validatePurchaseForm(aForm({ country, state: "" }), today)).toEqual(
        E.left({ state: "REQUIRED" }),
      );
    }
  });

  it("a country without states takes an empty state", () => {
    expect(validatePurchaseForm(aForm({ country: "FR", state: "" }), today)).toEqual(
      E.right(aForm({ country: "FR", state: "" })),
    );
  });
});

describe("the purchase form's rules at their edges", () => {
  it("the empty form has every field empty and asks for no notification", () => {
    for (const field of purchaseFields) expect(emptyPurchaseForm[field]).toBe("");
    expect(emptyPurchaseForm.sendNotificationYN).toBe(false);
  });

  it("an e-mail address with anything after its domain is refused", () => {
    const result = validatePurchaseForm(aForm({ email: "ada@example.com and more" }), today);
    expect(result).toEqual(E.left({ email: "INVALID_EMAIL" }));
  });

  it("card fields typed with spaces around them are read without the spaces", () => {
    const spaced = aForm({ cardMonthExp: " 05 ", cardYearExp: " 2027 ", cardCVV: " 123 " });
    expect(validatePurchaseForm(spaced, today)).toEqual(E.right(spaced));
  });

  it("Luhn counts a 9 in a position it does not double as 9, not as 0: 4111 1111 1111 1913 passes", () => {
    expect(passesLuhn("4111 1111 1111 1913")).toBe(true);
  });
});

describe("the details kept for a guest's return to checkout", () => {
  it("the card is never kept: every card field is emptied and every other field kept as typed", () => {
    const anyForm = fc.record({
      ...Object.fromEntries(purchaseFields.map((field) => [field, fc.string()])),
      sendNotificationYN: fc.boolean(),
    }) as fc.Arbitrary<PurchaseForm>;
    fc.assert(
      fc.property(anyForm, (typed) => {
        const kept = withoutCard(typed);
        for (const field of cardFields) expect(kept[field]).toBe("");
        for (const field of [...contactFields, ...addressFields]) {
          expect(kept[field]).toBe(typed[field]);
        }
        expect(kept.sendNotificationYN).toBe(typed.sendNotificationYN);
      }),
      { numRuns: 1000 },
    );
  });
});
