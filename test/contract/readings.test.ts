import * as E from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { orderRoutes } from "#contract/orderRoutes.js";
import { shopRoutes } from "#contract/shopRoutes.js";
import { expectRefused, without, withoutAll, type Wire } from "./codecRules.js";
import {
  anOrder,
  aProduct,
  aPromoCodeProduct,
  orderExtensions,
  productList,
} from "./wireAnswers.js";

/*
 * Two readings of one answer (issue 25): the reference server sends and checks its answer in
 * full, the storefront requires only the fields the spec lists (docs/api-fields.md), so an API
 * that answers with the spec's fields alone, extensions REMOVED, is understood.
 */

const productExtensions = ["fromPrice"];

const purchase: Wire = {
  successfulYN: true,
  orderId: 5001,
  orderConfirmation: "CONF-5001",
  totalPrice: 70,
  totalTax: 5.6,
  ticketsEmailQueued: true,
};
const purchaseExtensions = [
  "orderId",
  "orderConfirmation",
  "totalPrice",
  "totalTax",
  "ticketsEmailQueued",
];

const dates: Wire = {
  dates: ["2030-01-08"],
  soldOutDates: ["2030-01-09"],
  closedDates: ["2030-01-10"],
};
const dateExtensions = ["soldOutDates", "closedDates"];

const slot: Wire = {
  inventoryId: 9,
  startTime: "2030-01-08T09:00:00",
  endTime: "2030-01-08T09:30:00",
  remaining: 12,
};
const slotExtensions = ["remaining"];

const answers = [
  {
    route: "productList",
    contract: shopRoutes.productList,
    full: productList([aProduct]),
    specOnly: productList([withoutAll(aProduct, productExtensions)]),
    specFields: Object.keys(productList([])),
  },
  {
    route: "promoCodeProducts",
    contract: shopRoutes.promoCodeProducts,
    full: [aPromoCodeProduct],
    specOnly: [withoutAll(aPromoCodeProduct, productExtensions)],
    specFields: [],
  },
  {
    route: "orderSearch",
    contract: orderRoutes.orderSearch,
    full: anOrder,
    specOnly: withoutAll(anOrder, orderExtensions),
    specFields: Object.keys(withoutAll(anOrder, orderExtensions)),
  },
  {
    route: "confirmPurchase",
    contract: orderRoutes.confirmPurchase,
    full: purchase,
    specOnly: withoutAll(purchase, purchaseExtensions),
    specFields: ["successfulYN"],
  },
  {
    route: "confirmOrderPromo",
    contract: orderRoutes.confirmOrderPromo,
    full: purchase,
    specOnly: withoutAll(purchase, purchaseExtensions),
    specFields: ["successfulYN"],
  },
  {
    route: "productDates",
    contract: shopRoutes.productDates,
    full: dates,
    specOnly: withoutAll(dates, dateExtensions),
    specFields: ["dates"],
  },
  {
    route: "webSalesProductDates",
    contract: orderRoutes.webSalesProductDates,
    full: dates,
    specOnly: withoutAll(dates, dateExtensions),
    specFields: ["dates"],
  },
  {
    route: "inventory",
    contract: shopRoutes.inventory,
    full: { inventory: [slot] },
    specOnly: { inventory: [withoutAll(slot, slotExtensions)] },
    specFields: ["inventory"],
  },
  {
    route: "promotionsInventory",
    contract: orderRoutes.promotionsInventory,
    full: { discounts: [], inventory: [slot] },
    specOnly: { discounts: [], inventory: [withoutAll(slot, slotExtensions)] },
    specFields: ["discounts", "inventory"],
  },
] as const;

describe.each(answers)("the $route answer, read by the storefront", (entry) => {
  it("an answer with only the spec's fields, the reference server's extensions removed, is read", () => {
    expect(entry.contract.reading.decode(entry.specOnly)).toEqual(E.right(entry.specOnly));
  });

  it("the reference server's full answer is read as it is sent", () => {
    expect(entry.contract.reading.decode(entry.full)).toEqual(E.right(entry.full));
  });

  it("the reference server still checks its full answer: one without its extensions is not its own", () => {
    expectRefused(entry.contract.answer, entry.specOnly);
  });

  it.each([...entry.specFields])(
    "an answer without %s, which the spec lists, is refused",
    (field) => {
      expectRefused(entry.contract.reading, without(entry.specOnly as Wire, field));
    },
  );
});

describe("a product of the spec-only product list", () => {
  it.each(Object.keys(withoutAll(aProduct, productExtensions)))(
    "a product without %s, which the spec lists, is refused",
    (field) => {
      expectRefused(
        shopRoutes.productList.reading,
        productList([without(withoutAll(aProduct, productExtensions), field)]),
      );
    },
  );
});

describe("an entry time of the spec-only inventory", () => {
  it.each(Object.keys(withoutAll(slot, slotExtensions)))(
    "a slot without %s, which the spec lists or the storefront cannot do without, is refused",
    (field) => {
      expectRefused(shopRoutes.inventory.reading, {
        inventory: [without(withoutAll(slot, slotExtensions), field)],
      });
    },
  );
});

describe("a purchase answer that says it failed", () => {
  it("successfulYN false is read as a failure even beside the reference server's numbers", () => {
    expect(
      orderRoutes.confirmPurchase.reading.decode({ ...purchase, successfulYN: false }),
    ).toEqual(E.right({ ...purchase, successfulYN: false }));
  });
});
