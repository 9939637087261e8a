import { describe, expect, it } from "vitest";
import {
  AppliedPromotion,
  FeatureFlags,
  HyperlinkLookup,
  Product,
  ProductAttribute,
  ProductList,
  ProductListReading,
  ProductUpgrade,
  PromoCodeProduct,
  PromoCodeProducts,
  TrackingScript,
} from "#contract/catalog.js";
import {
  expectAccepted,
  expectedName,
  expectRefused,
  without,
  withField,
  type Wire,
} from "./codecRules.js";
import { listedCategoryNames } from "../../src/domain/category.js";
import { anAttribute, anUpgrade, aProduct, aPromoCodeProduct, aPromotion } from "./wireAnswers.js";

/** Spec §3 "Product": the answers of products-with-upgrades and of a promo code. */

const aProductList: Wire = {
  products: [aProduct],
  productsEvents: [aProduct],
  productsGroups: [aProduct],
  productsOtherAttractions: [aProduct],
  pricingNotice: "Prices do not include tax.",
  checkOutThankMessage: "Thank you.",
  checkOutUpgradeMessage: "Make the most of it.",
  checkOutMessage: "Tickets are e-mailed.",
};

const checkoutTexts = [
  "pricingNotice",
  "checkOutThankMessage",
  "checkOutUpgradeMessage",
  "checkOutMessage",
];

const nullableProductFields = [
  "rollingDaysCount",
  "groupSalesAdvPurchaseDayCount",
  "groupSalesMinQty",
  "groupSalesMinRuleQty",
  "groupSalesRewardQty",
  "voucherId",
  "promotionId",
  "emailExchangeButtonLabel",
  "disclosure",
  "priceMessage",
  "fromPrice",
];

describe("a product answer (spec §3)", () => {
  it("a product with every field of spec §3 is accepted", () => {
    expectAccepted(Product, aProduct);
  });

  it.each(Object.keys(aProduct))("a product answer without %s is refused", (field) => {
    expectRefused(Product, without(aProduct, field));
  });

  it.each([...nullableProductFields, "maxTicketsAllowedPerOrder", "maxTicketsAllowedPerOrderMsg"])(
    "a product's %s may be null",
    (field) => {
      expectAccepted(Product, withField(aProduct, field, null));
    },
  );

  it.each([
    ["productId", 0],
    ["productTypeId", -1],
    ["rollingDaysCount", 1.5],
    ["groupSalesMinQty", -1],
    ["voucherId", 0],
    ["promotionId", 0],
    ["maxTicketsAllowedPerOrder", -1],
    ["fromPrice", 25.001],
    ["isTimed", "true"],
    ["name", 7],
    ["productUpgrades", null],
    ["productAttributes", {}],
    ["appliedPromotions", null],
  ])("a product whose %s is %j is refused", (field, value) => {
    expectRefused(Product, withField(aProduct, field, value));
  });

  it.each(Object.keys(anUpgrade))("a product upgrade without %s is refused", (field) => {
    expectRefused(ProductUpgrade, without(anUpgrade, field));
    expectRefused(Product, withField(aProduct, "productUpgrades", [without(anUpgrade, field)]));
  });

  it.each(Object.keys(anAttribute))("a product attribute without %s is refused", (field) => {
    expectRefused(ProductAttribute, without(anAttribute, field));
    expectRefused(Product, withField(aProduct, "productAttributes", [without(anAttribute, field)]));
  });

  it.each(Object.keys(aPromotion))("an applied promotion without %s is refused", (field) => {
    expectRefused(AppliedPromotion, without(aPromotion, field));
    expectRefused(Product, withField(aProduct, "appliedPromotions", [without(aPromotion, field)]));
  });

  it("a product's per-order maximum is under maxTicketsAllowedPerOrder, not the promo-code name", () => {
    expectRefused(Product, aPromoCodeProduct);
  });
});

describe("a promo code's products (spec §3: the per-order maximum under other names)", () => {
  it("a promo-code product with maxNbTicketsAllowedPerOrder is accepted, in a list", () => {
    expectAccepted(PromoCodeProduct, aPromoCodeProduct);
    expectAccepted(PromoCodeProducts, [aPromoCodeProduct, aPromoCodeProduct]);
    expectAccepted(PromoCodeProducts, []);
  });

  it.each(Object.keys(aPromoCodeProduct))("a promo-code product without %s is refused", (field) => {
    expectRefused(PromoCodeProduct, without(aPromoCodeProduct, field));
    expectRefused(PromoCodeProducts, [without(aPromoCodeProduct, field)]);
  });

  it("a promo-code product under the product list's names is refused", () => {
    expectRefused(PromoCodeProduct, aProduct);
  });

  it("a promo code's answer is a list, not one product", () => {
    expectRefused(PromoCodeProducts, aPromoCodeProduct);
  });
});

describe("the product list (spec §3)", () => {
  it("a product list with its four categories and checkout texts is accepted", () => {
    expectAccepted(ProductList, aProductList);
  });

  it.each(Object.keys(aProductList))("a product list answer without %s is refused", (field) => {
    expectRefused(ProductList, without(aProductList, field));
  });

  it.each([
    ["its full reading", ProductList],
    ["the storefront's reading", ProductListReading],
  ])("in %s, every listed category is a field, and no other category is", (_reading, codec) => {
    expect(Object.keys(codec.props).sort()).toEqual(
      [...listedCategoryNames, ...checkoutTexts].sort(),
    );
  });

  it.each(["products", "productsEvents", "productsGroups", "productsOtherAttractions"])(
    "a product list whose %s holds a product without productId is refused",
    (category) => {
      expectRefused(
        ProductList,
        withField(aProductList, category, [without(aProduct, "productId")]),
      );
    },
  );
});

describe("the hyperlink lookup (spec §3: id, isExpiredLink)", () => {
  it("a link that opens a product, and one that opens none (id null), are accepted", () => {
    expectAccepted(HyperlinkLookup, { id: 109, isExpiredLink: false });
    expectAccepted(HyperlinkLookup, { id: null, isExpiredLink: true });
  });

  it.each([
    ["without id", { isExpiredLink: false }],
    ["without isExpiredLink", { id: 109 }],
    ["with id 0", { id: 0, isExpiredLink: false }],
  ])("a hyperlink lookup %s is refused", (_rule, value) => {
    expectRefused(HyperlinkLookup, value);
  });
});

describe("feature flags (spec §3: a map of name to boolean)", () => {
  it("flags that are true or false, or none at all, are accepted", () => {
    expectAccepted(FeatureFlags, { cityPass: true, groupSales: false });
    expectAccepted(FeatureFlags, {});
  });

  it("a flag that is not a boolean is refused", () => {
    expectRefused(FeatureFlags, { cityPass: "true" });
    expectRefused(FeatureFlags, { cityPass: 1 });
  });
});

describe("the tracking script (the script text wrapped in data)", () => {
  it("a tracking script answer carries its text in data", () => {
    expectAccepted(TrackingScript, { data: "<script>track()</script>" });
    expectRefused(TrackingScript, { script: "<script>track()</script>" });
    expectRefused(TrackingScript, "<script>track()</script>");
  });
});

describe("a broken catalog answer names the codec it broke", () => {
  it.each([
    ["Product", Product],
    ["PromoCodeProduct", PromoCodeProduct],
    ["PromoCodeProducts", PromoCodeProducts],
    ["ProductList", ProductList],
    ["HyperlinkLookup", HyperlinkLookup],
    ["FeatureFlags", FeatureFlags],
    ["TrackingScript", TrackingScript],
  ])("an answer that is not even an object or list is refused as %s", (name, codec) => {
    expect(expectedName(codec, 42)).toBe(name);
  });
});
