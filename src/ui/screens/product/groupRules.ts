import * as E from "fp-ts/lib/Either.js";
import type { TicketingView } from "../../../application/ticketing/ticketing.js";
import { isGroupsCategory } from "../../../domain/category.js";
import {
  checkGroupAdvancePurchase,
  checkGroupMinimum,
  type OrderLimitError,
} from "../../../domain/orderLimits.js";
import type { Product } from "../../../domain/product.js";

/**
 * What still keeps a group order from the cart: the group minimum, and booking far enough
 * ahead. Before a date is chosen the rule is checked against today, so a guest reads it
 * before picking a day rather than after.
 */
export const groupProblemsOf = (
  product: Product,
  view: TicketingView,
  today: string,
): readonly OrderLimitError[] => {
  if (!isGroupsCategory(product.categoryName)) return [];
  const checks = [
    checkGroupMinimum(product, view.selectedDiscounts),
    checkGroupAdvancePurchase(product, view.activeDate ?? today, today),
  ];
  return checks.flatMap((check) => (E.isLeft(check) ? [check.left] : []));
};
