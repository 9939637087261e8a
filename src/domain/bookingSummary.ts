import { ticketsCountOf, type SelectedDiscount } from "./discountSelection.js";
import { sumCents, type Cents } from "./money.js";
import type { Discount } from "./ticketing.js";

/*
 * What the guest has picked, at the chosen date's prices, before the cart prices it: the
 * running total of the product page. Amounts are before tax; the cart and checkout add it.
 */

/** "2 × Adult $35.00": one ticket type, how many, at what price each. */
export interface BookingLine {
  readonly discountId: number;
  readonly name: string;
  readonly ticketsCount: number;
  readonly unitPrice: Cents;
  readonly amount: Cents;
}

export interface BookingSummary {
  readonly lines: readonly BookingLine[];
  readonly total: Cents;
}

/**
 * A line per ticket type on sale with tickets picked, in the order the types are listed; coded
 * lines of the same type (barcodes) are counted together.
 */
export const bookingSummary = (
  discounts: readonly Discount[],
  selection: readonly SelectedDiscount[],
): BookingSummary => {
  const lines = discounts.flatMap((discount): BookingLine[] => {
    const ticketsCount = ticketsCountOf(selection, discount.id);
    if (ticketsCount <= 0) return [];
    return [
      {
        discountId: discount.id,
        name: discount.name,
        ticketsCount,
        unitPrice: discount.price,
        amount: discount.price * ticketsCount,
      },
    ];
  });
  return { lines, total: sumCents(lines.map((line) => line.amount)) };
};
