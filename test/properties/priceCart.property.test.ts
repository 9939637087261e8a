import * as E from "fp-ts/lib/Either.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import fc from "fast-check";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { sendCartChange } from "../support/cartChanges.js";
import { scriptedTicketing } from "../support/scriptedTicketing.js";
import { createPriceCart } from "../../src/application/priceCart/priceCart.js";
import type { Cart, CartProduct, PricedCart } from "../../src/domain/cart.js";
import { tenantOf } from "../../src/domain/tenant.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import type { OrderDraft } from "../../src/ports/ticketingApi.js";
import { cartChangeArb, pricedCartArb } from "../arbitraries.js";
import { hasGroupsProduct, isUnchanged, modelDraft, modelRefuses } from "../models.js";

const runs = { numRuns: 1000 };
const tenant = tenantOf("sn");
const priceFailure = refusal(400, "Cannot price this cart.");

/** One change as the guest makes it, whether its price call succeeds, and what it answers. */
const stepArb = fc.record({ change: cartChangeArb, ok: fc.boolean(), answer: pricedCartArb });

/** The model's cart: the last draft whose pricing succeeded, with that pricing. */
type ModelCart = { readonly products: readonly CartProduct[]; readonly priced: PricedCart } | null;

const asCart = (model: ModelCart): Cart =>
  model === null ? { kind: "empty" } : { kind: "priced", ...model };

/** A pricing that depends only on the draft, so an answer for another draft is told apart. */
const pricedFor = (draft: readonly CartProduct[]): PricedCart => {
  const lines = draft.map((product, index) => ({
    entityId: index + 1,
    discountId: product.productId,
    discountName: product.key,
    priceBeforeTaxes: product.productId * 10 + product.selectedDiscounts.length,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.priceBeforeTaxes, 0);
  return { lines, subtotal, tax: draft.length, total: subtotal + draft.length };
};

describe("price cart properties", () => {
  it("any interleaving of add, remove, update and price failures keeps the cart equal to the last successful pricing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 20 }), async (steps) => {
        let answer: E.Either<ApiFailure, PricedCart> = E.left(priceFailure);
        const api = scriptedTicketing({ price: () => TE.fromEither(answer) });
        const priceCart = createPriceCart({ ticketingApi: api, tenant: () => tenant });
        let model: ModelCart = null;

        for (const { change, ok, answer: priced } of steps) {
          answer = ok ? E.right(priced) : E.left(priceFailure);
          const callsBefore = api.calls.length;
          const draft = modelDraft(model?.products ?? [], change);
          const kept = await sendCartChange(priceCart, change);
          const calls = api.calls.slice(callsBefore).map((call) => call.args[0] as OrderDraft);

          if (modelRefuses(model?.products ?? [], change)) {
            expect(calls).toEqual([]);
            expect(kept).toBe(false);
          } else if (draft.length === 0 || isUnchanged(draft, model?.products ?? [])) {
            expect(calls).toEqual([]);
            expect(kept).toBe(true);
            if (draft.length === 0) model = null;
          } else {
            const saleKind = hasGroupsProduct(draft) ? "group" : "general";
            expect(calls).toEqual([{ tenant, saleKind, products: draft }]);
            expect(kept).toBe(ok);
            if (ok) model = { products: draft, priced };
            else expect(await firstValueFrom(priceCart.genericModal$)).toBe(true);
          }
          expect(priceCart.current()).toEqual(asCart(model));
          expect(await firstValueFrom(priceCart.cart$)).toEqual(asCart(model));
          expect(await firstValueFrom(priceCart.isGroupSale$)).toBe(
            hasGroupsProduct(model?.products ?? []),
          );
          expect(await firstValueFrom(priceCart.pricing$)).toBe(false);
        }
      }),
      runs,
    );
  });

  it("changes started together, with price answers resolved in any order, leave the cart of the changes applied in the order they were made", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.record({ change: cartChangeArb, ok: fc.boolean() }), {
          minLength: 1,
          maxLength: 8,
        }),
        async (s, steps) => {
          // Whether each price call succeeds is decided in the order the calls are made.
          const outcomes = steps.map((step) => step.ok);
          const priceAnswer = s.scheduleFunction(
            async (draft: readonly CartProduct[], ok: boolean) =>
              Promise.resolve(ok ? E.right(pricedFor(draft)) : E.left(priceFailure)),
          );
          const drafts: (readonly CartProduct[])[] = [];
          const api = scriptedTicketing({
            price: (order) => {
              drafts.push(order.products);
              const ok = outcomes.shift() ?? false;
              return () => priceAnswer(order.products, ok);
            },
          });
          const priceCart = createPriceCart({ ticketingApi: api, tenant: () => tenant });

          // The model applies the changes one after another, in the order they were made.
          let model: ModelCart = null;
          const expectedDrafts: (readonly CartProduct[])[] = [];
          const expectedResults: boolean[] = [];
          const modelOutcomes = steps.map((step) => step.ok);
          for (const { change } of steps) {
            if (modelRefuses(model?.products ?? [], change)) {
              expectedResults.push(false);
              continue;
            }
            const draft = modelDraft(model?.products ?? [], change);
            if (draft.length === 0 || isUnchanged(draft, model?.products ?? [])) {
              if (draft.length === 0) model = null;
              expectedResults.push(true);
              continue;
            }
            expectedDrafts.push(draft);
            const ok = modelOutcomes.shift() ?? false;
            if (ok) model = { products: draft, priced: pricedFor(draft) };
            expectedResults.push(ok);
          }

          const results = steps.map(({ change }) => sendCartChange(priceCart, change));
          expect(await s.waitFor(Promise.all(results))).toEqual(expectedResults);
          expect(drafts).toEqual(expectedDrafts);
          expect(priceCart.current()).toEqual(asCart(model));
          expect(await firstValueFrom(priceCart.pricing$)).toBe(false);
        },
      ),
      runs,
    );
  });
});
