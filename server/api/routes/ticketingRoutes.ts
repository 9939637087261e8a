import * as E from "fp-ts/lib/Either.js";
import type { FastifyInstance } from "fastify";
import { invalidRequest } from "../core/failure.js";
import { cachedRoute } from "../http/cachedRoute.js";
import { route, type RouteDeps } from "../http/route.js";
import { discountsValidUntil } from "../sales/answerValidity.js";
import { wirePricedCart } from "../sales/cartPricing.js";
import { priceOrder } from "../sales/pricing.js";
import { discountsGrantedBy, discountsOf, wireDiscount } from "../sales/productDiscounts.js";
import { datesOf, inventoryOn, productOnDate } from "../sales/ticketingCatalogue.js";

/** Dates, discounts, inventory and pricing of the ticketing API (spec §7). */

const PROMOTION_IDS = /^[1-9]\d{0,15}(,[1-9]\d{0,15})*$/;

export const registerTicketing = (app: FastifyInstance, deps: RouteDeps) => {
  cachedRoute(app, deps, "productDates", ({ db, caller, params, now }) =>
    datesOf(db, caller, params.attractionId, now),
  );

  cachedRoute(app, deps, "webSalesProductDates", ({ db, caller, query, now }) =>
    datesOf(db, caller, query.productId, now),
  );

  // Ticket types are named in the caller's language where the venue named them in it.
  cachedRoute(
    app,
    deps,
    "discounts",
    async ({ db, caller, params, query, now }) => {
      const product = await productOnDate(db, {
        caller,
        productId: params.attractionId,
        date: query.requestedDate,
        now,
      });
      if (E.isLeft(product)) return product;
      const discounts = await discountsOf(db, [params.attractionId], caller.language);
      return E.right({
        answer: {
          discounts: discounts.map((d) => wireDiscount(d, caller.saleKind, query.requestedDate)),
        },
        validUntilMs: discountsValidUntil(product.right, now),
      });
    },
    { inLanguage: true },
  );

  route(app, deps, "inventory", async ({ db, caller, params, query, body, now }) => {
    const product = await productOnDate(db, {
      caller,
      productId: params.attractionId,
      date: query.requestedDate,
      now,
    });
    if (E.isLeft(product)) return product;
    const own = new Set(
      (await discountsOf(db, [params.attractionId], caller.language)).map((d) => d.discount_id),
    );
    const stranger = body.selectedDiscounts.find((selected) => !own.has(selected.id));
    if (stranger !== undefined) {
      return invalidRequest(
        `Discount ${stranger.id} is not a ticket type of ${product.right.name}.`,
      );
    }
    return E.right({
      inventory: await inventoryOn(db, params.attractionId, query.requestedDate, now),
    });
  });

  // A voucher's promotions unlock their ticket types; each must be a promotion of this product.
  route(app, deps, "promotionsInventory", async ({ db, caller, params, query, now }) => {
    if (!PROMOTION_IDS.test(query.promotionIds)) {
      return invalidRequest("promotionIds must be comma-separated promotion ids.");
    }
    const promotionIds = query.promotionIds.split(",").map(Number);
    const product = await productOnDate(db, {
      caller,
      productId: params.productId,
      date: query.requestedDate,
      now,
    });
    if (E.isLeft(product)) return product;
    const granted = await discountsGrantedBy(db, params.productId, promotionIds, caller.language);
    const stranger = promotionIds.find((id) => !granted.some((d) => d.promotion_id === id));
    if (stranger !== undefined) {
      return invalidRequest(`Promotion ${stranger} is not a promotion of ${product.right.name}.`);
    }
    const discounts = [...new Map(granted.map((d) => [d.discount_id, d])).values()];
    return E.right({
      discounts: discounts.map((d) => wireDiscount(d, caller.saleKind, query.requestedDate)),
      inventory: await inventoryOn(db, params.productId, query.requestedDate, now),
    });
  });

  route(app, deps, "price", async ({ db, caller, params, body, now }) => {
    const priced = await priceOrder(db, {
      order: body,
      caller,
      now,
      saleType: params.saleType,
      ...(deps.readCache === undefined ? {} : { catalogue: deps.readCache.catalogue }),
    });
    return E.isRight(priced) ? E.right(wirePricedCart(priced.right.cart)) : priced;
  });
};
