import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardBrandOf, expiryPartsOf, expiryTextOf } from "../../src/domain/cardDetails.js";

describe("the card's brand by its prefix", () => {
  it.each([
    ["4242 4242 4242 4242", "Visa"],
    ["4", "Visa"],
    ["5555 5555 5555 4444", "Mastercard"],
    ["2223 0031 2200 3222", "Mastercard"],
    ["3782 822463 10005", "Amex"],
    ["34", "Amex"],
    ["6011 1111 1111 1117", "Discover"],
    ["6445", "Discover"],
    ["65", "Discover"],
  ])("%s is %s", (cardNumber, brand) => {
    expect(cardBrandOf(cardNumber)).toBe(brand);
  });

  it.each(["", "3", "5", "2721", "36", "6012", "1234", "abcd", "4x", "4x5", "51+"])(
    "%s names no brand yet",
    (cardNumber) => {
      expect(cardBrandOf(cardNumber)).toBeNull();
    },
  );

  it("spaces and dashes do not change the brand", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,19}$/), (digits) => {
        const spaced = digits.replace(/(\d{4})/g, "$1 ").replace(/ (\d)/g, "-$1");
        expect(cardBrandOf(spaced)).toBe(cardBrandOf(digits));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("one MM/YY expiry field", () => {
  it.each([
    ["12/31", "12", "31"],
    ["12 / 31", "12", "31"],
    ["1231", "12", "31"],
    ["12/2031", "12", "2031"],
    ["13/31", "13", "31"],
    ["12", "12", ""],
    ["", "", ""],
    ["/31", "", "31"],
    ["12 31", "12", "31"],
    [" 12/31 ", "12", "31"],
  ])("%s is month %s, year %s", (expiry, cardMonthExp, cardYearExp) => {
    expect(expiryPartsOf(expiry)).toEqual({ cardMonthExp, cardYearExp });
  });

  it("the field shows back the month and year it was read as", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,2}$/),
        fc.stringMatching(/^(\d{2}|\d{4})$/),
        (cardMonthExp, cardYearExp) => {
          const parts = { cardMonthExp, cardYearExp };
          expect(expiryPartsOf(expiryTextOf(parts))).toEqual(parts);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("the expiry field's text", () => {
  it("is empty while neither month nor year is known, and shows a lone month or year with its slash", () => {
    expect(expiryTextOf({ cardMonthExp: "", cardYearExp: "" })).toBe("");
    expect(expiryTextOf({ cardMonthExp: "1", cardYearExp: "" })).toBe("1/");
    expect(expiryTextOf({ cardMonthExp: "", cardYearExp: "31" })).toBe("/31");
  });
});
