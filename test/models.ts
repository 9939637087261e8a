/**
 * Independent models that property tests check the code against. They are written without
 * the domain's helpers on purpose: a model that called `draftOf` would agree with any bug in it.
 */
import type { CartChange, CartProduct } from "../src/domain/cart.js";

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

/** A draft that holds exactly the products already there: a change that changes nothing. */
export const isUnchanged = (
  draft: readonly CartProduct[],
  products: readonly CartProduct[],
): boolean =>
  draft.length === products.length && draft.every((product, i) => product === products[i]);
