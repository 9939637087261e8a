import { ticketsCountOf, type SelectedDiscount } from "./discountSelection.js";
import { sumCents, type Cents } from "./money.js";
import type { Discount } from "./ticketingState.js";

/*
 * What the guest has picked, at the chosen date's prices, before the cart prices it: the
 * running total of the product page. Amounts are before tax; the cart and checkout add it.
 */

/** "2 × Adult $35.00": one ticket type, how many, at what price each. */
export interface BookingLine {
  readonly discountId: number;
  readonly name: string;
  readonly ticketsCount: number;
  /** Null where the API sends no price for the type: the cart's pricing gives it. */
  readonly unitPrice: Cents | null;
  readonly amount: Cents | null;
  /** While the price still varies (the entry time not chosen yet): the top, each and in all. */
  readonly top: { readonly unitPrice: Cents; readonly amount: Cents } | null;
}

export interface BookingSummary {
  readonly lines: readonly BookingLine[];
  /** Null while a line has no price: the total is the cart's to say. */
  readonly total: Cents | null;
  /** While a line's price still varies: the highest the total can be. */
  readonly totalTop: Cents | null;
}

const topOf = (discount: Discount, ticketsCount: number, priceKnown: boolean) => {
  const top = discount.priceRange.maxRetailPrice;
  return discount.hasPriceRange && !priceKnown && top !== null
    ? { unitPrice: top, amount: top * ticketsCount }
    : null;
};

/**
 * A line per ticket type on sale with tickets picked, in the order the types are listed; coded
 * lines of the same type (barcodes) are counted together. Until `priceKnown` (see
 * `datePriceKnown`), a type whose price varies is priced as its range, so is the total.
 */
export const bookingSummary = (
  discounts: readonly Discount[],
  selection: readonly SelectedDiscount[],
  priceKnown: boolean,
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
        amount: discount.price === null ? null : discount.price * ticketsCount,
        top: topOf(discount, ticketsCount, priceKnown),
      },
    ];
  });
  const amounts = lines.flatMap((line) => (line.amount === null ? [] : [line.amount]));
  if (amounts.length < lines.length) return { lines, total: null, totalTop: null };
  const total = sumCents(amounts);
  const varying = lines.some((line) => line.top !== null);
  const totalTop = varying
    ? sumCents(lines.map((line) => line.top?.amount ?? line.amount ?? 0))
    : null;
  return { lines, total, totalTop };
};
