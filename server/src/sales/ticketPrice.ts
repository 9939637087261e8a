import type { Cents } from "../../../src/domain/money.js";
import type { SaleKind } from "../../../src/domain/tenant.js";
import type { DiscountRow } from "./productDiscounts.js";
import { weekdayOf } from "./saleDates.js";

/*
 * The one price rule: the discounts answer shows it and the price, create-pending-order and
 * confirm calls charge it, so what a guest is shown for a date is what they pay.
 *
 * A ticket type with a range (max_price_cents) costs its top on peak days, Saturday and
 * Sunday at the venue, and its bottom on other days; a type without a range has one price.
 * Entry times do not change the price, so a date alone fixes it.
 */

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
  discount: DiscountRow,
  saleKind: SaleKind,
  visitDate: string | null,
): Cents => {
  if (saleKind === "group" && discount.group_price_cents !== null) {
    return discount.group_price_cents;
  }
  const peak = visitDate !== null && isPeakDate(visitDate);
  return peak ? (discount.max_price_cents ?? discount.price_cents) : discount.price_cents;
};
