import { describe, expect, it } from "vitest";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { discountPriceText } from "../../src/domain/discountPrice.js";
import type { Locale } from "../../src/domain/locale.js";
import { formatsIn } from "../../src/domain/localeFormats.js";
import type { Discount } from "../../src/domain/ticketingState.js";
import { aDiscount } from "../builders.js";

const fixed = aDiscount({ price: 2500 });
const ranged = aDiscount({
  price: 2000,
  hasPriceRange: true,
  priceRange: { minRetailPrice: 2000, maxRetailPrice: 3000 },
});
const openEnded = aDiscount({
  price: 2000,
  hasPriceRange: true,
  priceRange: { minRetailPrice: 2000, maxRetailPrice: null },
});
const unpriced = aDiscount({ price: null });

const priceIn =
  (locale: Locale) =>
  (discount: Discount, priceKnown: boolean): string =>
    discountPriceText(discount, priceKnown, guestWordsIn(locale), formatsIn(locale));

describe("a ticket type's price beside it", () => {
  it.each([
    ["a fixed price", fixed, false, "$25.00"],
    ["a range while the entry time decides it", ranged, false, "from $20.00 to $30.00"],
    ["a range without its top", openEnded, false, "from $20.00"],
    ["a range once the price is known", ranged, true, "$20.00"],
    ["no price from the API", unpriced, false, ""],
  ])("in English, %s", (_, discount, priceKnown, text) => {
    expect(priceIn("en")(discount, priceKnown)).toBe(text);
  });

  it("in the guest's language: their words around prices in their format", () => {
    expect(priceIn("es")(ranged, false)).toBe("de 20,00 USD a 30,00 USD");
    expect(priceIn("es")(openEnded, false)).toBe("desde 20,00 USD");
    expect(priceIn("es")(fixed, false)).toBe("25,00 USD");
    expect(priceIn("ja")(ranged, false)).toBe("USD 20.00 ～ USD 30.00");
  });
});
