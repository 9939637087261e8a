import { formatUsd } from "./money.js";
import type { Discount } from "./ticketingState.js";

/**
 * A ticket type's price as the guest reads it beside the type: "$25.00"; while the entry time
 * still decides it, "from $20.00 to $30.00", or "from $20.00" where the API gives no top; and
 * nothing where the API gives no price (the cart's pricing then says it).
 */
export const discountPriceText = (discount: Discount, priceKnown: boolean): string => {
  if (discount.hasPriceRange && !priceKnown) {
    const { minRetailPrice, maxRetailPrice } = discount.priceRange;
    return maxRetailPrice === null
      ? `from ${formatUsd(minRetailPrice)}`
      : `from ${formatUsd(minRetailPrice)} to ${formatUsd(maxRetailPrice)}`;
  }
  return discount.price === null ? "" : formatUsd(discount.price);
};
