import * as E from "fp-ts/lib/Either.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cartProducts,
  draftOf,
  isGroupSale,
  saleKindOf,
  settle,
  type PricedCart,
} from "../../src/domain/cart.js";
import { cartArb, cartChangeArb, cartProductsArb, pricedCartArb } from "../arbitraries.js";
import { hasGroupsProduct, modelDraft } from "../models.js";

const runs = { numRuns: 1000 };

describe("cart properties", () => {
  it("a change never drafts two products with the same key", () => {
    fc.assert(
      fc.property(cartArb, cartChangeArb, (cart, change) => {
        const keys = draftOf(cart, change).map((p) => p.key);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      runs,
    );
  });

  it("a product list is a group sale iff one product is in the groups category", () => {
    fc.assert(
      fc.property(cartProductsArb, (products) => {
        expect(isGroupSale(products)).toBe(hasGroupsProduct(products));
        expect(saleKindOf(products)).toBe(hasGroupsProduct(products) ? "group" : "general");
      }),
      runs,
    );
  });

  it("settling a draft keeps it on success, keeps the cart on failure, clears it when empty", () => {
    fc.assert(
      fc.property(cartArb, cartProductsArb, pricedCartArb, fc.boolean(), (cart, draft, p, ok) => {
        const pricing: E.Either<string, PricedCart> = ok ? E.right(p) : E.left("FAILED");
        const settled = settle(cart, draft, pricing);
        if (draft.length === 0) expect(settled).toEqual({ kind: "empty" });
        else if (ok) expect(settled).toEqual({ kind: "priced", products: draft, priced: p });
        else expect(settled).toBe(cart);
      }),
      runs,
    );
  });

  it("draftOf matches the model's reading of every change", () => {
    fc.assert(
      fc.property(cartArb, cartChangeArb, (cart, change) => {
        expect(draftOf(cart, change)).toEqual(modelDraft(cartProducts(cart), change));
      }),
      runs,
    );
  });
});
