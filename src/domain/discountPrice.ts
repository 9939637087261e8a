import type { LocaleFormats } from "./localeFormats.js";
import type { Discount } from "./ticketingState.js";
import type { GuestWords } from "./words/words.js";

/**
 * A ticket type's price as the guest reads it beside the type: "$25.00"; while the entry time
 * still decides it, "from $20.00 to $30.00", or "from $20.00" where the API gives no top; and
 * nothing where the API gives no price (the cart's pricing then says it). In the guest's
 * language: the words and formats are theirs.
 */
export const discountPriceText = (
  discount: Discount,
  priceKnown: boolean,
  words: GuestWords,
  formats: Pick<LocaleFormats, "price">,
): string => {
  if (discount.hasPriceRange && !priceKnown) {
    const { minRetailPrice, maxRetailPrice } = discount.priceRange;
    return maxRetailPrice === null
      ? words("product.price.from", { from: formats.price(minRetailPrice) })
      : words("product.price.range", {
          from: formats.price(minRetailPrice),
          to: formats.price(maxRetailPrice),
        });
  }
  return discount.price === null ? "" : formats.price(discount.price);
};
