import type { CartProduct } from "./cart.js";
import { totalTicketsCount } from "./discountSelection.js";
import type { Inventory } from "./ticketingState.js";

/**
 * Why the API would not hold a cart line (Code 21 names only its product): its entry time has
 * fewer places left than the line's tickets, the entry time is gone or full, or, for a line
 * without one, the product is no longer sold for its date.
 */
export type UnavailableReason =
  | { readonly tag: "FEW_PLACES"; readonly remaining: number }
  | { readonly tag: "TIME_GONE" }
  | { readonly tag: "OFF_SALE" };

export interface UnavailableLine {
  readonly line: CartProduct;
  readonly reason: UnavailableReason;
}

/**
 * The reason, read from the line's date's entry times as the API answers them now (null when
 * the line has no entry time, or they could not be had).
 */
export const unavailableReason = (
  line: CartProduct,
  slots: readonly Inventory[] | null,
): UnavailableReason => {
  const chosen = line.inventory;
  if (chosen === null || slots === null) return { tag: "OFF_SALE" };
  const slot = slots.find((each) => each.inventoryId === chosen.inventoryId);
  if (slot === undefined) return { tag: "TIME_GONE" };
  // An API that does not say how many places are left leaves the slot's own reason unknown.
  const { remaining } = slot;
  if (remaining === null) return { tag: "OFF_SALE" };
  if (remaining <= 0) return { tag: "TIME_GONE" };
  return remaining < totalTicketsCount(line.selectedDiscounts)
    ? { tag: "FEW_PLACES", remaining }
    : { tag: "OFF_SALE" };
};
