import * as E from "fp-ts/lib/Either.js";
import { parseApiDate } from "./apiDate.js";
import { calendarDay } from "./formats.js";
import { totalTicketsCount, type SelectedDiscount } from "./discountSelection.js";
import { isGroupsCategory } from "./category.js";
import type { Product } from "./product.js";

/*
 * Per-order maximums, group minimums, advance purchase and rolling days come from product
 * fields (spec §9); these are the rules that read them. Dates are "yyyy-MM-dd" in the
 * terminal's zone, so they compare as strings.
 */

export type OrderLimitError =
  | {
      readonly tag: "MAX_TICKETS_PER_ORDER";
      readonly maximum: number;
      /** The product's own message, or none: the guest then reads the storefront's words. */
      readonly message: string | null;
    }
  | { readonly tag: "GROUP_MINIMUM_NOT_MET"; readonly minimum: number }
  | { readonly tag: "GROUP_ADVANCE_PURCHASE"; readonly earliestDate: string; readonly days: number }
  | { readonly tag: "NOT_A_TICKETS_COUNT" };

const plusDays = (date: string, days: number): string => {
  const day = parseApiDate(date);
  day.setDate(day.getDate() + days);
  return calendarDay(day);
};

const maximumReached = (product: Product, maximum: number): OrderLimitError => ({
  tag: "MAX_TICKETS_PER_ORDER",
  maximum,
  message: product.maxTicketsAllowedPerOrderMsg ?? null,
});

/** One more ticket is allowed while the order stays within the product's maximum. */
export const checkOneMoreTicket = (
  product: Product,
  selection: readonly SelectedDiscount[],
): E.Either<OrderLimitError, true> => {
  const maximum = product.maxTicketsAllowedPerOrder;
  if (maximum === null || totalTicketsCount(selection) < maximum) return E.right(true);
  return E.left(maximumReached(product, maximum));
};

/**
 * A typed group quantity: a whole number, and the order it makes stays within the group
 * minimum and the per-order maximum. Emptying a type (0) is always allowed, so a guest can
 * move tickets from one type to another.
 */
export const checkTypedTicketsCount = (
  product: Product,
  typed: number,
  selection: readonly SelectedDiscount[],
): E.Either<OrderLimitError, true> => {
  if (!Number.isSafeInteger(typed) || typed < 0) return E.left({ tag: "NOT_A_TICKETS_COUNT" });
  if (typed === 0) return E.right(true);
  const maximum = product.maxTicketsAllowedPerOrder;
  if (maximum !== null && totalTicketsCount(selection) > maximum) {
    return E.left(maximumReached(product, maximum));
  }
  return checkGroupMinimum(product, selection);
};

export const checkGroupMinimum = (
  product: Product,
  selection: readonly SelectedDiscount[],
): E.Either<OrderLimitError, true> => {
  // A product without a group minimum has none to meet: 0.
  const minimum = product.groupSalesMinQty ?? 0;
  if (totalTicketsCount(selection) >= minimum) return E.right(true);
  return E.left({ tag: "GROUP_MINIMUM_NOT_MET", minimum });
};

/** The first date a group can visit when booking today. */
export const earliestGroupVisitDate = (product: Product, today: string): string =>
  plusDays(today, product.groupSalesAdvPurchaseDayCount ?? 0);

export const checkGroupAdvancePurchase = (
  product: Product,
  visitDate: string,
  today: string,
): E.Either<OrderLimitError, true> => {
  const earliestDate = earliestGroupVisitDate(product, today);
  if (visitDate >= earliestDate) return E.right(true);
  return E.left({
    tag: "GROUP_ADVANCE_PURCHASE",
    earliestDate,
    days: product.groupSalesAdvPurchaseDayCount ?? 0,
  });
};

/**
 * What still keeps a group order from the cart: the group minimum, and booking far enough
 * ahead. Before a date is chosen the rule is checked against today, so a guest reads it
 * before picking a day rather than after.
 */
export const groupProblems = (
  product: Product,
  selection: readonly SelectedDiscount[],
  visitDate: string | null,
  today: string,
): readonly OrderLimitError[] => {
  if (!isGroupsCategory(product.categoryName)) return [];
  const checks = [
    checkGroupMinimum(product, selection),
    checkGroupAdvancePurchase(product, visitDate ?? today, today),
  ];
  return checks.flatMap((check) => (E.isLeft(check) ? [check.left] : []));
};

/** The last date on sale: `rollingDaysCount` days counted from today, today included. */
export const lastRollingDate = (product: Product, today: string): string | null =>
  product.rollingDaysCount === null ? null : plusDays(today, product.rollingDaysCount - 1);

/**
 * Group reward: every `groupSalesMinRuleQty` paid tickets earn `groupSalesRewardQty` free ones
 * (for example, one free ticket per ten). Products without both fields earn none.
 */
export const groupRewardTickets = (product: Product, ticketsCount: number): number => {
  // A missing field earns nothing, as a rule of 0 or a reward of 0 does.
  const rule = product.groupSalesMinRuleQty ?? 0;
  const reward = product.groupSalesRewardQty ?? 0;
  if (rule <= 0) return 0;
  return Math.floor(ticketsCount / rule) * reward;
};
