/**
 * Independent models that property tests check the code against. They are written without
 * the domain's helpers on purpose: a model that called `draftOf` would agree with any bug in it.
 */
import * as E from "fp-ts/lib/Either.js";
import type { CartChange, CartLine, CartProduct, PricedCart } from "../src/domain/cart.js";
import type { ApiFailure } from "../src/ports/apiFailure.js";

/** The products a change leaves in a cart: add replaces by key at the end, remove drops, update swaps in place. */
export const modelDraft = (products: readonly CartProduct[], change: CartChange): CartProduct[] => {
  const keep = [...products];
  const at = (key: string) => keep.findIndex((p) => p.key === key);
  if (change.kind === "add") {
    const index = at(change.product.key);
    if (index >= 0) keep.splice(index, 1);
    keep.push(change.product);
  } else if (change.kind === "remove") {
    const index = at(change.key);
    if (index >= 0) keep.splice(index, 1);
  } else {
    const index = at(change.product.key);
    if (index >= 0) keep[index] = change.product;
  }
  return keep;
};

export const hasGroupsProduct = (products: readonly CartProduct[]): boolean =>
  products.some((p) => p.categoryName === "productsGroups");

/**
 * A group order has a cart of its own: an add or update whose product is a group's while the
 * cart's other lines are not (or the other way round) is refused.
 */
export const modelRefuses = (products: readonly CartProduct[], change: CartChange): boolean => {
  if (change.kind === "remove") return false;
  const others = products.filter((p) => p.key !== change.product.key);
  if (others.length === 0) return false;
  const addsGroup = change.product.categoryName === "productsGroups";
  return others.some((p) => (p.categoryName === "productsGroups") !== addsGroup);
};

/** A draft that holds exactly the products already there: a change that changes nothing. */
export const isUnchanged = (
  draft: readonly CartProduct[],
  products: readonly CartProduct[],
): boolean =>
  draft.length === products.length && draft.every((product, i) => product === products[i]);

/**
 * A pricing port that answers as the reference API does, in miniature: one line per product
 * and ticket type at a unit price that depends on the type, tax at a fixed rate on the
 * subtotal, and a refusal when a product's tickets across the cart exceed its maximum.
 */
export const modelPricing =
  (options: {
    readonly maximumOf: (productId: number) => number | null;
    readonly taxBasisPoints: number;
  }) =>
  (draft: readonly CartProduct[]): E.Either<ApiFailure, PricedCart> => {
    const tickets = new Map<number, number>();
    const lines = new Map<string, CartLine>();
    for (const product of draft) {
      for (const selected of product.selectedDiscounts) {
        tickets.set(
          product.productId,
          (tickets.get(product.productId) ?? 0) + selected.ticketsCount,
        );
        const key = `${String(product.productId)}:${String(selected.id)}`;
        const before = lines.get(key)?.priceBeforeTaxes ?? 0;
        lines.set(key, {
          entityId: product.productId,
          discountId: selected.id,
          discountName: `Ticket ${String(selected.id)}`,
          priceBeforeTaxes: before + selected.ticketsCount * (500 + 250 * selected.id),
        });
      }
    }
    for (const [productId, count] of tickets) {
      const maximum = options.maximumOf(productId);
      if (maximum !== null && count > maximum) {
        return E.left({
          tag: "API_REFUSED",
          status: 400,
          code: 400,
          message: "Too many tickets.",
          productIds: [],
        });
      }
    }
    const subtotal = [...lines.values()].reduce((sum, line) => sum + line.priceBeforeTaxes, 0);
    const tax = Math.round((subtotal * options.taxBasisPoints) / 10_000);
    return E.right({ lines: [...lines.values()], subtotal, tax, total: subtotal + tax });
  };
