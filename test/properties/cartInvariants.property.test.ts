import * as TE from "fp-ts/lib/TaskEither.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sendCartChange } from "../support/cartChanges.js";
import { scriptedTicketing } from "../support/scriptedTicketing.js";
import { createPriceCart } from "../../src/application/priceCart/priceCart.js";
import {
  cartProducts,
  type Cart,
  type CartChange,
  type CartProduct,
} from "../../src/domain/cart.js";
import { totalTicketsCount } from "../../src/domain/discountSelection.js";
import { tenantOf } from "../../src/domain/tenant.js";
import {
  cartChangeArb,
  cartProductArb,
  perOrderMaximumArb,
  taxBasisPointsArb,
} from "../arbitraries.js";
import { modelPricing } from "../models.js";

const runs = { numRuns: 1000 };
const tenant = tenantOf("sn");

/** Product ids from a small set, so that cart products share a product and its maximum. */
const sharedProductChangeArb: fc.Arbitrary<CartChange> = cartChangeArb.chain((change) =>
  change.kind === "remove"
    ? fc.constant(change)
    : fc
        .integer({ min: 1, max: 3 })
        .map((productId): CartChange => ({ ...change, product: { ...change.product, productId } })),
);

const maximumsArb = fc.tuple(perOrderMaximumArb, perOrderMaximumArb, perOrderMaximumArb);

const priceCartWith = (maximums: readonly (number | null)[], taxBasisPoints: number) => {
  const price = modelPricing({
    maximumOf: (productId) => maximums[productId - 1] ?? null,
    taxBasisPoints,
  });
  const api = scriptedTicketing({ price: (order) => TE.fromEither(price(order.products)) });
  return createPriceCart({ ticketingApi: api, tenant: () => tenant });
};

const ticketsOf = (cart: Cart, productId: number) =>
  cartProducts(cart)
    .filter((product) => product.productId === productId)
    .reduce((sum, product) => sum + totalTicketsCount(product.selectedDiscounts), 0);

describe("cart invariants", () => {
  it("every priced cart has total = subtotal + tax and no negative amount", async () => {
    await fc.assert(
      fc.asyncProperty(
        maximumsArb,
        taxBasisPointsArb,
        fc.array(sharedProductChangeArb, { maxLength: 15 }),
        async (maximums, taxBasisPoints, changes) => {
          const priceCart = priceCartWith(maximums, taxBasisPoints);
          for (const change of changes) {
            await sendCartChange(priceCart, change);
            const cart = priceCart.current();
            if (cart.kind === "empty") continue;
            const { subtotal, tax, total, lines } = cart.priced;
            expect(total).toBe(subtotal + tax);
            for (const amount of [subtotal, tax, total, ...lines.map((l) => l.priceBeforeTaxes)]) {
              expect(amount).toBeGreaterThanOrEqual(0);
            }
          }
        },
      ),
      runs,
    );
  });

  it("no sequence of add, remove and update leaves a product over its per-order maximum", async () => {
    await fc.assert(
      fc.asyncProperty(
        maximumsArb,
        fc.array(sharedProductChangeArb, { maxLength: 15 }),
        async (maximums, changes) => {
          const priceCart = priceCartWith(maximums, 0);
          for (const change of changes) {
            await sendCartChange(priceCart, change);
            maximums.forEach((maximum, index) => {
              if (maximum !== null) {
                expect(ticketsOf(priceCart.current(), index + 1)).toBeLessThanOrEqual(maximum);
              }
            });
          }
        },
      ),
      runs,
    );
  });

  it("removing what was just added gives back the cart priced before", async () => {
    await fc.assert(
      fc.asyncProperty(
        taxBasisPointsArb,
        fc.array(sharedProductChangeArb, { maxLength: 8 }),
        cartProductArb,
        async (taxBasisPoints, changes, added) => {
          const priceCart = priceCartWith([null, null, null], taxBasisPoints);
          for (const change of changes) await sendCartChange(priceCart, change);
          const before = priceCart.current();
          // A product added under a new key: one already in the cart would be replaced.
          const fresh: CartProduct = { ...added, key: "just-added" };
          await priceCart.add(fresh);
          await priceCart.remove(fresh.key);
          expect(priceCart.current()).toEqual(before);
        },
      ),
      runs,
    );
  });
});
