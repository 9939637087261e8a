import * as t from "io-ts";
import { byListedCategory } from "../domain/category.js";
import { Dollars, Id, nullable, NonNegativeInt, twoReadings } from "./primitives.js";

/** Product and product-list answers (spec §3 "Product"). */

export const ProductUpgrade = t.type({
  upgradeProductId: Id,
  headline: t.string,
  promotionalMessage: t.string,
  longDescription: t.string,
  imageUrl: t.string,
});

export const ProductAttribute = t.type({ attributeName: t.string, attributeValue: t.string });

// Not shown in the spec: a promotion names the discount it grants and that discount's type.
export const AppliedPromotion = t.type({
  promotionId: Id,
  discountId: Id,
  promotionType: NonNegativeInt,
  name: t.string,
});

const productFields = {
  productId: Id,
  name: t.string,
  shortDescription: t.string,
  longDescription: t.string,
  isTimed: t.boolean,
  productTypeId: NonNegativeInt,
  imageUrl: t.string,
  displayLabel: t.string,
  additionalInformation: t.string,
  productUpgrades: t.array(ProductUpgrade),
  productAttributes: t.array(ProductAttribute),
  skipVisitDateSelection: t.boolean,
  systemRedeemableOnly: t.boolean,
  rollingDaysCount: nullable(NonNegativeInt),
  groupSalesAdvPurchaseDayCount: nullable(NonNegativeInt),
  groupSalesMinQty: nullable(NonNegativeInt),
  groupSalesMinRuleQty: nullable(NonNegativeInt),
  groupSalesRewardQty: nullable(NonNegativeInt),
  voucherId: nullable(Id),
  isVoucher: t.boolean,
  promotionId: nullable(Id),
  emailExchangeButtonLabel: nullable(t.string),
  disclosure: nullable(t.string),
  priceMessage: nullable(t.string),
  isPriceMessageEnabled: t.boolean,
  appliedPromotions: t.array(AppliedPromotion),
  isHidden: t.boolean,
};

// Not shown in the spec: the lowest ticket price of the product before tax, for "From $X";
// null when no ticket type is sold for money (a city-pass exchange).
const productExtensions = { fromPrice: nullable(Dollars) };

export const [Product, ProductReading] = twoReadings(
  "Product",
  {
    ...productFields,
    maxTicketsAllowedPerOrder: nullable(NonNegativeInt),
    maxTicketsAllowedPerOrderMsg: nullable(t.string),
  },
  productExtensions,
);

/** Promo-code answers carry the per-order maximum under other names (spec §3). */
export const [PromoCodeProduct, PromoCodeProductReading] = twoReadings(
  "PromoCodeProduct",
  {
    ...productFields,
    maxNbTicketsAllowedPerOrder: nullable(NonNegativeInt),
    maxNbTicketsAllowedPerOrderMsg: nullable(t.string),
  },
  productExtensions,
);

/** A list of `product` under each listed category's name (src/domain/category.ts). */
const productListOf = <P extends t.Mixed>(product: P) =>
  t.type(
    {
      ...byListedCategory(() => t.array(product)),
      pricingNotice: t.string,
      checkOutThankMessage: t.string,
      checkOutUpgradeMessage: t.string,
      checkOutMessage: t.string,
    },
    "ProductList",
  );

export const ProductList = productListOf(Product);
export const ProductListReading = productListOf(ProductReading);

export const PromoCodeProducts = t.array(PromoCodeProduct, "PromoCodeProducts");
export const PromoCodeProductsReading = t.array(PromoCodeProductReading, "PromoCodeProducts");

/** GET product-hyperlink/{code}: `id` is the product the link opens; null when it opens none. */
export const HyperlinkLookup = t.type(
  { id: nullable(Id), isExpiredLink: t.boolean },
  "HyperlinkLookup",
);

/** Feature flags for the Web channel: a map of name to boolean (spec §3). */
export const FeatureFlags = t.record(t.string, t.boolean, "FeatureFlags");

// Not shown in the spec: the tracking script answer wraps the script text in `data`.
export const TrackingScript = t.type({ data: t.string }, "TrackingScript");
