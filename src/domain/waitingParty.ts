import type { CartProduct } from "./cart.js";
import type { SelectedDiscount } from "./discountSelection.js";
import type { Product } from "./product.js";
import type { Inventory } from "./ticketingState.js";

// Apart from waitingList.ts: the product page needs this alone, not the offer's code.
/** The order a party waits with: the product's tickets as chosen, on the full entry time. */
export const waitingParty = (
  product: Pick<Product, "productId" | "name" | "categoryName">,
  visitDate: string,
  selectedDiscounts: readonly SelectedDiscount[],
  slot: Inventory,
): CartProduct => ({
  key: `waiting-list-${String(slot.inventoryId)}`,
  productId: product.productId,
  name: product.name,
  categoryName: product.categoryName,
  visitDate,
  inventory: slot,
  selectedDiscounts,
});
