import * as E from "fp-ts/lib/Either.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyChange,
  cartProducts,
  draftOf,
  emptyCart,
  isGroupSale,
  saleKindOf,
  settle,
  type Cart,
  type CartProduct,
  type PricedCart,
} from "../../src/domain/cart.js";
import {
  cartArb,
  cartChangeArb,
  cartProductArb,
  cartProductsArb,
  pricedCartArb,
} from "../arbitraries.js";
import { hasGroupsProduct, modelDraft } from "../models.js";

const runs = { numRuns: 1000 };

/** One step: a change, whether pricing it succeeds, and what the pricing answers if it does. */
const stepArb = fc.record({ change: cartChangeArb, ok: fc.boolean(), answer: pricedCartArb });

describe("cart properties", () => {
  it("the cart always equals the last successfully priced draft with its pricing", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 25 }), (steps) => {
        let cart: Cart = emptyCart;
        // The model: the last draft whose pricing succeeded, with what it was priced at.
        let model: { products: CartProduct[]; priced: PricedCart } | null = null;
        for (const { change, ok, answer } of steps) {
          const draft = modelDraft(model?.products ?? [], change);
          const priceCalls: (readonly CartProduct[])[] = [];
          const before = cart;
          cart = applyChange(cart, change, (asked) => {
            priceCalls.push(asked);
            return ok ? E.right(answer) : E.left("PRICE_FAILED");
          });
          if (draft.length === 0) {
            model = null;
            expect(priceCalls).toEqual([]);
          } else {
            expect(priceCalls).toEqual([draft]);
            if (ok) model = { products: draft, priced: answer };
            else expect(cart).toBe(before);
          }
          expect(cart).toEqual(model === null ? { kind: "empty" } : { kind: "priced", ...model });
        }
      }),
      runs,
    );
  });

  it("a failed pricing leaves the cart unchanged", () => {
    fc.assert(
      fc.property(cartArb, cartChangeArb, (cart, change) => {
        fc.pre(draftOf(cart, change).length > 0);
        const after = applyChange(cart, change, () => E.left("PRICE_FAILED"));
        expect(after).toBe(cart);
      }),
      runs,
    );
  });

  it("removing the last product clears the cart without calling the pricing", () => {
    fc.assert(
      fc.property(cartProductArb, pricedCartArb, fc.boolean(), (product, priced, ok) => {
        const cart: Cart = { kind: "priced", products: [product], priced };
        let calls = 0;
        const after = applyChange(cart, { kind: "remove", key: product.key }, () => {
          calls += 1;
          return ok ? E.right(priced) : E.left("PRICE_FAILED");
        });
        expect(after).toEqual({ kind: "empty" });
        expect(calls).toBe(0);
      }),
      runs,
    );
  });

  it("a cart never holds two products with the same key", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 25 }), (steps) => {
        let cart: Cart = emptyCart;
        for (const { change, ok, answer } of steps) {
          cart = applyChange(cart, change, () => (ok ? E.right(answer) : E.left("FAILED")));
          const keys = cartProducts(cart).map((p) => p.key);
          expect(new Set(keys).size).toBe(keys.length);
          if (cart.kind === "priced") expect(cart.products.length).toBeGreaterThan(0);
        }
      }),
      runs,
    );
  });

  it("a cart is a group sale iff it holds a product of the groups category", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 15 }), (steps) => {
        let cart: Cart = emptyCart;
        for (const { change, ok, answer } of steps) {
          cart = applyChange(cart, change, () => (ok ? E.right(answer) : E.left("FAILED")));
          const products = cartProducts(cart);
          expect(isGroupSale(products)).toBe(hasGroupsProduct(products));
          expect(saleKindOf(products)).toBe(hasGroupsProduct(products) ? "group" : "general");
        }
      }),
      runs,
    );
  });

  it("isGroupSale holds for any product list iff one product is in the groups category", () => {
    fc.assert(
      fc.property(cartProductsArb, (products) => {
        expect(isGroupSale(products)).toBe(hasGroupsProduct(products));
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
