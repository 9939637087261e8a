import * as E from "fp-ts/lib/Either.js";
import { isGroupsCategory, type CategoryName } from "./category.js";
import { totalTicketsCount, type SelectedDiscount } from "./discountSelection.js";
import type { Cents } from "./money.js";
import type { SaleKind } from "./tenant.js";
import type { Inventory } from "./ticketingState.js";

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
  /**
   * Each chosen ticket type's price as the product page showed it, by discount id: the priced
   * line gives only an amount, which a group reward's free tickets make less than the tickets
   * at that price. A cart saved before it was kept has none.
   */
  readonly discountPrices?: Readonly<Record<number, Cents>>;
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

/** A cart is a group sale when it holds a product from the groups category (spec §4). */
export const isGroupSale = (products: readonly CartProduct[]): boolean =>
  products.some((product) => isGroupsCategory(product.categoryName));

export const saleKindOf = (products: readonly CartProduct[]): SaleKind =>
  isGroupSale(products) ? "group" : "general";

/**
 * Why a product was not put in the cart. A group order is a sale of its own: its own terminal
 * and appKey (spec §6), its own prices and rules (minimum, reward, booking ahead). So group
 * and other tickets never share a cart, and a cart is priced, held and paid as the one kind of
 * sale it holds.
 */
export interface SeparateGroupOrder {
  readonly tag: "SEPARATE_GROUP_ORDER";
  /** Whether the cart holds the group order (else it holds other tickets and one is a group's). */
  readonly groupInCart: boolean;
}

/**
 * The refusal that putting a product of this category in the cart meets, in place of the line
 * with its key when it is a change: a group order and other tickets are never in one cart.
 */
export const separateGroupOrder = (
  cart: Cart,
  product: Pick<CartProduct, "key" | "categoryName">,
): SeparateGroupOrder | null => {
  const others = cartProducts(cart).filter((other) => other.key !== product.key);
  const groupInCart = isGroupSale(others);
  return others.length > 0 && isGroupsCategory(product.categoryName) !== groupInCart
    ? { tag: "SEPARATE_GROUP_ORDER", groupInCart }
    : null;
};

/** The header's "Cart (N)": every ticket of every line. */
export const ticketsInCart = (cart: Cart): number =>
  cartProducts(cart).reduce(
    (sum, product) => sum + totalTicketsCount(product.selectedDiscounts),
    0,
  );
