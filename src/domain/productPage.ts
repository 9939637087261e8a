import { pagePaths } from "./pagePaths.js";
import { categories, type CategoryName } from "./category.js";
import { totalTicketsCount } from "./discountSelection.js";
import type { Product } from "./product.js";
import type { TicketingState } from "./ticketingState.js";

/** The product page's steps (spec §2), in the order a guest meets them. */
export const ProductPageStep = {
  Default: 1,
  VisitDate: 2,
  Tickets: 3,
  TimeOfDay: 4,
  EntryTime: 5,
} as const;

export type ProductPageStep = (typeof ProductPageStep)[keyof typeof ProductPageStep];

/** A product that skips the visit-date choice starts on the tickets step. */
export const firstStepOf = (product: Pick<Product, "skipVisitDateSelection">): ProductPageStep =>
  product.skipVisitDateSelection ? ProductPageStep.Tickets : ProductPageStep.VisitDate;

/** The first choice a product page still needs before its tickets can go in the cart. */
export type MissingChoice = "VISIT_DATE" | "TICKETS" | "ENTRY_TIME";

export const missingChoice = (
  product: Pick<Product, "isTimed">,
  state: Pick<TicketingState, "activeDate" | "selectedDiscounts" | "activeInventory">,
): MissingChoice | null => {
  if (state.activeDate === null) return "VISIT_DATE";
  if (totalTicketsCount(state.selectedDiscounts) === 0) return "TICKETS";
  if (product.isTimed && state.activeInventory === null) return "ENTRY_TIME";
  return null;
};

/**
 * Where /product opens (spec §2): productId, type, and optionally voucherId or directAccess;
 * and, not the spec's, `change`: the key of the cart line the page changes ("Update cart").
 */
export interface ProductRoute {
  readonly productId: number;
  readonly type: CategoryName;
  readonly voucherId?: number;
  readonly directAccess?: string;
  readonly change?: string;
}

export const productPath = (route: ProductRoute): string => {
  const query: [string, string][] = [
    ["productId", String(route.productId)],
    ["type", route.type],
  ];
  if (route.voucherId !== undefined) query.push(["voucherId", String(route.voucherId)]);
  if (route.directAccess !== undefined) query.push(["directAccess", route.directAccess]);
  if (route.change !== undefined) query.push(["change", route.change]);
  return `${pagePaths.product}?${query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
};

/**
 * Spec §4: group-sale mode is on when "the URL indicates a group-sale product", that is when
 * the product page's `type` is the groups category.
 */
export const addressesGroupSale = (type: string | null): boolean =>
  categories.some((category) => category.groupSale && category.name === type);
