import * as E from "fp-ts/lib/Either.js";
import { isGroupsCategory, type CategoryName } from "./category.js";
import type { SelectedDiscount } from "./discountSelection.js";
import type { Cents } from "./money.js";
import type { SaleKind } from "./tenant.js";
import type { Inventory } from "./ticketing.js";

/** What the guest put in the cart: one product, for one date and slot, with its tickets. */
export interface CartProduct {
  /** Identity within the cart, so a product can be removed or changed on its own. */
  readonly key: string;
  readonly productId: number;
  readonly name: string;
  readonly categoryName: CategoryName;
  readonly visitDate: string | null;
  readonly inventory: Inventory | null;
  readonly selectedDiscounts: readonly SelectedDiscount[];
}

/** A priced line (spec §3 "Pending order and cart lines"). */
export interface CartLine {
  readonly entityId: number;
  readonly discountId: number;
  readonly discountName: string;
  readonly priceBeforeTaxes: Cents;
}

export interface PricedCart {
  readonly lines: readonly CartLine[];
  readonly subtotal: Cents;
  readonly tax: Cents;
  readonly total: Cents;
}

/** The cart only ever holds products together with the pricing the API gave for them. */
export type Cart =
  | { readonly kind: "empty" }
  | {
      readonly kind: "priced";
      readonly products: readonly CartProduct[];
      readonly priced: PricedCart;
    };

export const emptyCart: Cart = { kind: "empty" };

export const cartProducts = (cart: Cart): readonly CartProduct[] =>
  cart.kind === "empty" ? [] : cart.products;

export type CartChange =
  | { readonly kind: "add"; readonly product: CartProduct }
  | { readonly kind: "remove"; readonly key: string }
  | { readonly kind: "update"; readonly product: CartProduct };

/** The products a change asks to price; an update of a product not in the cart changes nothing. */
export const draftOf = (cart: Cart, change: CartChange): readonly CartProduct[] => {
  const products = cartProducts(cart);
  switch (change.kind) {
    case "add":
      return [...products.filter((p) => p.key !== change.product.key), change.product];
    case "remove":
      return products.filter((p) => p.key !== change.key);
    case "update":
      return products.map((p) => (p.key === change.product.key ? change.product : p));
  }
};

/**
 * Adding reprices the whole cart and only then keeps it; removing reprices the rest, or
 * clears the cart when nothing is left (spec §4). A failed pricing leaves the cart unchanged.
 */
export const settle = <PriceError>(
  cart: Cart,
  draft: readonly CartProduct[],
  pricing: E.Either<PriceError, PricedCart>,
): Cart => {
  if (draft.length === 0) return emptyCart;
  if (E.isLeft(pricing)) return cart;
  return { kind: "priced", products: draft, priced: pricing.right };
};

/** A whole change in one call, for callers whose pricing is synchronous. */
export const applyChange = <PriceError>(
  cart: Cart,
  change: CartChange,
  price: (draft: readonly CartProduct[]) => E.Either<PriceError, PricedCart>,
): Cart => {
  const draft = draftOf(cart, change);
  return draft.length === 0 ? emptyCart : settle(cart, draft, price(draft));
};

/** A cart is a group sale when it holds a product from the groups category (spec §4). */
export const isGroupSale = (products: readonly CartProduct[]): boolean =>
  products.some((product) => isGroupsCategory(product.categoryName));

export const saleKindOf = (products: readonly CartProduct[]): SaleKind =>
  isGroupSale(products) ? "group" : "general";

/** A priced line names the product it prices by its id (entityId). */
export const pricedLinesOf = (priced: PricedCart, product: CartProduct): readonly CartLine[] =>
  priced.lines.filter((line) => line.entityId === product.productId);

/** A priced line as a guest reads it: "2 × Adult $35.00", and what the line comes to. */
export interface TicketLine {
  readonly discountId: number;
  readonly discountName: string;
  readonly count: number;
  readonly unitPrice: Cents;
  readonly lineTotal: Cents;
}

/**
 * The product's priced lines with their ticket counts, which the product's selection holds: a
 * ticket type's tickets are shared by its lines (a coded discount, such as a city-pass
 * barcode, is a line of its own for one ticket).
 */
export const ticketLinesOf = (
  product: CartProduct,
  lines: readonly CartLine[],
): readonly TicketLine[] =>
  lines.map((line) => {
    const tickets = product.selectedDiscounts
      .filter((selected) => selected.id === line.discountId)
      .reduce((sum, selected) => sum + selected.ticketsCount, 0);
    const sharing = lines.filter((other) => other.discountId === line.discountId).length;
    const count = Math.max(1, Math.round(tickets / sharing));
    return {
      discountId: line.discountId,
      discountName: line.discountName,
      count,
      unitPrice: Math.round(line.priceBeforeTaxes / count),
      lineTotal: line.priceBeforeTaxes,
    };
  });
