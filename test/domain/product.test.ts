import * as O from "fp-ts/lib/Option.js";
import { describe, expect, it } from "vitest";
import {
  appendHiddenProducts,
  badgesOf,
  findProduct,
  instructionsOf,
  isCityPassExchange,
  normalizePromoCodeProduct,
  soldByWebSales,
  termsLinkOf,
  unlockingPromotionIdsOf,
  visibleProductsIn,
  type Product,
  type PromoCodeProduct,
} from "../../src/domain/product.js";
import { aProduct, aProductList } from "../builders.js";

const attribute = (attributeName: string, attributeValue: string) => ({
  attributeName,
  attributeValue,
});

describe("instructions", () => {
  it("attributes whose name contains 'instruction', in any case, are the instructions, in order", () => {
    const product = aProduct({
      productAttributes: [
        attribute("VisitInstructions", "Arrive 15 minutes early."),
        attribute("colour", "blue"),
        attribute("PARKING_INSTRUCTION", "Use lot B."),
        attribute("instruction", "Bring your ID."),
      ],
    });
    expect(instructionsOf(product)).toEqual([
      "Arrive 15 minutes early.",
      "Use lot B.",
      "Bring your ID.",
    ]);
  });

  it("a product without instruction attributes has no instructions", () => {
    const product = aProduct({
      productAttributes: [
        attribute("instruct", "not quite"),
        attribute("termsandconditionsurl", "x"),
      ],
    });
    expect(instructionsOf(product)).toEqual([]);
  });
});

describe("terms link", () => {
  it("the terms link takes its label and url from termsandconditionslabel and termsandconditionsurl", () => {
    const product = aProduct({
      productAttributes: [
        attribute("termsandconditionsurl", "https://example.com/terms"),
        attribute("termsandconditionslabel", "Terms and conditions"),
      ],
    });
    expect(termsLinkOf(product)).toEqual(
      O.some({ label: "Terms and conditions", url: "https://example.com/terms" }),
    );
  });

  it("the terms attribute names are matched in any case", () => {
    const product = aProduct({
      productAttributes: [
        attribute("TermsAndConditionsLabel", "Terms"),
        attribute("TERMSANDCONDITIONSURL", "https://example.com/t"),
      ],
    });
    expect(termsLinkOf(product)).toEqual(O.some({ label: "Terms", url: "https://example.com/t" }));
  });

  it("a label without a url gives no terms link", () => {
    const product = aProduct({
      productAttributes: [attribute("termsandconditionslabel", "Terms")],
    });
    expect(termsLinkOf(product)).toEqual(O.none);
  });

  it("a url without a label gives no terms link", () => {
    const product = aProduct({
      productAttributes: [attribute("termsandconditionsurl", "https://example.com/terms")],
    });
    expect(termsLinkOf(product)).toEqual(O.none);
  });

  it("an empty label or url gives no terms link", () => {
    const product = aProduct({
      productAttributes: [
        attribute("termsandconditionslabel", ""),
        attribute("termsandconditionsurl", "https://example.com/terms"),
      ],
    });
    expect(termsLinkOf(product)).toEqual(O.none);
  });
});

describe("promo-code products", () => {
  const promoCodeProduct = (
    maxNbTicketsAllowedPerOrder: number | null,
    maxNbTicketsAllowedPerOrderMsg: string | null,
  ): PromoCodeProduct => {
    // The promo-code answer has no maxTickets… fields at all, only their maxNb… twins.
    const shared = Object.fromEntries(
      Object.entries(
        aProduct({ productId: 7, name: "Summer promo", categoryName: "promoCodeProducts" }),
      ).filter(([key]) => !key.startsWith("maxTickets")),
    ) as Omit<Product, "maxTicketsAllowedPerOrder" | "maxTicketsAllowedPerOrderMsg">;
    return { ...shared, maxNbTicketsAllowedPerOrder, maxNbTicketsAllowedPerOrderMsg };
  };

  it("maxNbTicketsAllowedPerOrder and its message become maxTicketsAllowedPerOrder and its message", () => {
    const product = normalizePromoCodeProduct(promoCodeProduct(6, "Six tickets at most."));
    expect(product.maxTicketsAllowedPerOrder).toBe(6);
    expect(product.maxTicketsAllowedPerOrderMsg).toBe("Six tickets at most.");
  });

  it("a promo-code product without a maximum keeps no maximum", () => {
    const product = normalizePromoCodeProduct(promoCodeProduct(null, null));
    expect(product.maxTicketsAllowedPerOrder).toBeNull();
    expect(product.maxTicketsAllowedPerOrderMsg).toBeNull();
  });

  it("no maxNb field is left on the normalised product, and every other field is kept", () => {
    const product = normalizePromoCodeProduct(promoCodeProduct(6, "Six tickets at most."));
    expect(Object.keys(product).filter((key) => key.startsWith("maxNb"))).toEqual([]);
    expect(product).toEqual(
      aProduct({
        productId: 7,
        name: "Summer promo",
        categoryName: "promoCodeProducts",
        maxTicketsAllowedPerOrder: 6,
        maxTicketsAllowedPerOrderMsg: "Six tickets at most.",
      }),
    );
  });
});

describe("product list", () => {
  const list = aProductList({
    products: [aProduct({ productId: 1 }), aProduct({ productId: 2, isHidden: true })],
    productsEvents: [aProduct({ productId: 3, categoryName: "productsEvents" })],
    productsGroups: [
      aProduct({ productId: 4, categoryName: "productsGroups", isHidden: true }),
      aProduct({ productId: 5, categoryName: "productsGroups" }),
    ],
  });

  it("hidden products are not shown on their tab", () => {
    expect(visibleProductsIn(list, "products").map((p) => p.productId)).toEqual([1]);
    expect(visibleProductsIn(list, "productsGroups").map((p) => p.productId)).toEqual([5]);
    expect(visibleProductsIn(list, "productsEvents").map((p) => p.productId)).toEqual([3]);
    expect(visibleProductsIn(list, "productsOtherAttractions")).toEqual([]);
  });

  it("a product is found by id in any listed category, hidden or not", () => {
    expect(findProduct(list, 3)).toEqual(
      O.some(aProduct({ productId: 3, categoryName: "productsEvents" })),
    );
    expect(findProduct(list, 4)).toEqual(
      O.some(aProduct({ productId: 4, categoryName: "productsGroups", isHidden: true })),
    );
  });

  it("an id in no category finds nothing", () => {
    expect(findProduct(list, 99)).toEqual(O.none);
  });
});

describe("appending hidden products", () => {
  const list = aProductList({
    products: [aProduct({ productId: 1 })],
    productsEvents: [aProduct({ productId: 3, categoryName: "productsEvents" })],
  });

  it("hidden products are appended to the end of the main list, marked hidden, as main products", () => {
    const appended = appendHiddenProducts(list, [
      aProduct({ productId: 10, categoryName: "promoCodeProducts" }),
      aProduct({ productId: 11, categoryName: "promoCodeProducts" }),
    ]);
    expect(appended.products).toEqual([
      aProduct({ productId: 1 }),
      aProduct({ productId: 10, categoryName: "products", isHidden: true }),
      aProduct({ productId: 11, categoryName: "products", isHidden: true }),
    ]);
  });

  it("the other categories and the list's messages are left as they were", () => {
    const appended = appendHiddenProducts(list, [aProduct({ productId: 10 })]);
    expect({ ...appended, products: [] }).toEqual({ ...list, products: [] });
  });

  it("a product already in the main list is not appended again", () => {
    const appended = appendHiddenProducts(list, [
      aProduct({ productId: 1 }),
      aProduct({ productId: 10 }),
    ]);
    expect(appended.products.map((p) => p.productId)).toEqual([1, 10]);
    expect(appended.products[0]).toEqual(aProduct({ productId: 1 }));
  });

  it("a product fetched twice is appended once", () => {
    const appended = appendHiddenProducts(list, [
      aProduct({ productId: 10 }),
      aProduct({ productId: 10 }),
    ]);
    expect(appended.products.map((p) => p.productId)).toEqual([1, 10]);
  });

  it("appending the same hidden products twice changes nothing the second time", () => {
    const hidden = [aProduct({ productId: 10 }), aProduct({ productId: 11 })];
    const once = appendHiddenProducts(list, hidden);
    expect(appendHiddenProducts(once, hidden)).toEqual(once);
  });

  it("appended products stay off the main tab but can be found", () => {
    const appended = appendHiddenProducts(list, [aProduct({ productId: 10 })]);
    expect(visibleProductsIn(appended, "products").map((p) => p.productId)).toEqual([1]);
    expect(findProduct(appended, 10)).toEqual(
      O.some(aProduct({ productId: 10, categoryName: "products", isHidden: true })),
    );
  });

  it("the given list is not changed", () => {
    appendHiddenProducts(list, [aProduct({ productId: 10 })]);
    expect(list.products.map((p) => p.productId)).toEqual([1]);
  });
});

describe("city-pass exchange", () => {
  it("a product with a voucherId is a city-pass exchange", () => {
    expect(isCityPassExchange(aProduct({ voucherId: 12 }))).toBe(true);
  });

  it("a product without a voucherId is not", () => {
    expect(isCityPassExchange(aProduct({ voucherId: null }))).toBe(false);
  });
});

describe("which calls a product's page asks", () => {
  const applied = (promotionId: number) => ({
    promotionId,
    discountId: 1,
    promotionType: 5,
    name: `Promotion ${String(promotionId)}`,
  });

  it("a voucher and a promo-code product are sold by web sales; a listed product is not", () => {
    expect(soldByWebSales(aProduct({ voucherId: 12 }))).toBe(true);
    expect(soldByWebSales(aProduct({ categoryName: "promoCodeProducts" }))).toBe(true);
    expect(soldByWebSales(aProduct({ voucherId: null, categoryName: "products" }))).toBe(false);
    expect(soldByWebSales(aProduct({ isVoucher: true, voucherId: null }))).toBe(false);
  });

  it("a promo-code product is unlocked by its own promotion and those applied to it, each once", () => {
    const promo = aProduct({
      categoryName: "promoCodeProducts",
      promotionId: 41,
      appliedPromotions: [applied(42), applied(41)],
    });
    expect(unlockingPromotionIdsOf(promo)).toEqual([41, 42]);
    expect(
      unlockingPromotionIdsOf({ ...promo, promotionId: null, appliedPromotions: [applied(42)] }),
    ).toEqual([42]);
    expect(unlockingPromotionIdsOf({ ...promo, promotionId: null, appliedPromotions: [] })).toEqual(
      [],
    );
  });

  it("a listed product's applied promotions are its badges, not what unlocks its tickets", () => {
    const listed = aProduct({ promotionId: 41, appliedPromotions: [applied(42)] });
    expect(unlockingPromotionIdsOf(listed)).toEqual([]);
  });
});

describe("badges", () => {
  const promotion = (name: string) => ({ promotionId: 1, discountId: 1, promotionType: 5, name });

  it("a card's badges are the display label, then the applied promotions' names", () => {
    expect(
      badgesOf(
        aProduct({ displayLabel: "Most popular", appliedPromotions: [promotion("Members")] }),
      ),
    ).toEqual(["Most popular", "Members"]);
  });

  it("empty labels are left out and a badge is shown once", () => {
    expect(
      badgesOf(
        aProduct({
          displayLabel: " ",
          appliedPromotions: [promotion("Save 20%"), promotion("Save 20%")],
        }),
      ),
    ).toEqual(["Save 20%"]);
  });
});
