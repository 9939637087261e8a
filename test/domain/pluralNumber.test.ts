import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/domain/locale.js";
import { strictNumber } from "../../src/domain/words/pluralNumber.js";

describe("a plural message's number", () => {
  it("is written as the platform writes it, in every language the storefront speaks", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.oneof(fc.integer({ min: -999, max: 999 }), fc.integer(), fc.double({ noNaN: true })),
        fc.integer({ min: 0, max: 5 }),
        (locale, value, offset) => {
          expect(strictNumber(locale, value, offset, "count")).toBe(
            new Intl.NumberFormat(locale).format(value - offset),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("a value that is not a number is a bug in the caller, as in messageformat's runtime", () => {
    expect(() => strictNumber("en", Number.NaN, 0, "count")).toThrow(
      "`count` or its offset is not a number",
    );
  });
});
