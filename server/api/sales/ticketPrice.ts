import type { Cents } from "../../../src/domain/money.js";
import type { SaleKind } from "../../../src/domain/tenant.js";
import { weekdayOf } from "./saleDates.js";

/*
 * The one price rule: the discounts answer shows it and the price, create-pending-order and
 * confirm calls charge it, so what a guest is shown for a date is what they pay.
 *
 * A ticket type with a range (max_price_cents) costs its top on peak days, Saturday and
 * Sunday at the venue, and its bottom on other days; a type without a range has one price.
 * Entry times do not change the price, so a date alone fixes it.
 */

/** The prices of a ticket type, in cents, as the discounts table keeps them. */
interface TicketTypePrices {
  readonly price_cents: number;
  readonly group_price_cents: number | null;
  readonly max_price_cents: number | null;
}

const SUNDAY = 0;
const SATURDAY = 6;

export const isPeakDate = (visitDate: string): boolean => {
  const weekday = weekdayOf(visitDate);
  return weekday === SATURDAY || weekday === SUNDAY;
};

/**
 * One ticket of this type on `visitDate` (null: a product sold without a date, which has no
 * peak). A group sale pays the group price where the ticket type has one.
 */
export const unitPriceCents = (
  discount: TicketTypePrices,
  saleKind: SaleKind,
  visitDate: string | null,
): Cents => {
  if (saleKind === "group" && discount.group_price_cents !== null) {
    return discount.group_price_cents;
  }
  const peak = visitDate !== null && isPeakDate(visitDate);
  return peak ? (discount.max_price_cents ?? discount.price_cents) : discount.price_cents;
};
