import * as O from "fp-ts/lib/Option.js";
import { listedCategoryNames, type CategoryName, type ListedCategoryName } from "./category.js";
import type { Cents } from "./money.js";

export interface ProductUpgrade {
  readonly upgradeProductId: number;
  readonly headline: string;
  readonly promotionalMessage: string;
  readonly longDescription: string;
  readonly imageUrl: string;
}

export interface ProductAttribute {
  readonly attributeName: string;
  readonly attributeValue: string;
}

/** A promotion a voucher or barcode unlocks: which discount it grants, and of what type. */
export interface AppliedPromotion {
  readonly promotionId: number;
  readonly discountId: number;
  readonly promotionType: number;
  readonly name: string;
}

/** A product as the storefront uses it (spec §3), whichever list it came from. */
export interface Product {
  readonly productId: number;
  readonly name: string;
  readonly shortDescription: string;
  readonly longDescription: string;
  readonly isTimed: boolean;
  readonly productTypeId: number;
  readonly imageUrl: string;
  readonly displayLabel: string;
  readonly additionalInformation: string;
  readonly productUpgrades: readonly ProductUpgrade[];
  readonly productAttributes: readonly ProductAttribute[];
  readonly skipVisitDateSelection: boolean;
  readonly systemRedeemableOnly: boolean;
  readonly maxTicketsAllowedPerOrder: number | null;
  readonly maxTicketsAllowedPerOrderMsg: string | null;
  readonly rollingDaysCount: number | null;
  readonly groupSalesAdvPurchaseDayCount: number | null;
  readonly groupSalesMinQty: number | null;
  readonly groupSalesMinRuleQty: number | null;
  readonly groupSalesRewardQty: number | null;
  readonly voucherId: number | null;
  readonly isVoucher: boolean;
  readonly promotionId: number | null;
  readonly emailExchangeButtonLabel: string | null;
  readonly disclosure: string | null;
  readonly priceMessage: string | null;
  readonly isPriceMessageEnabled: boolean;
  readonly appliedPromotions: readonly AppliedPromotion[];
  readonly categoryName: CategoryName;
  readonly isHidden: boolean;
  /** The lowest ticket price before tax ("From $X"); null when no ticket is sold for money. */
  readonly fromPrice: Cents | null;
}

/** Promo-code answers name the per-order maximum differently; everything else is shared. */
export type PromoCodeProduct = Omit<
  Product,
  "maxTicketsAllowedPerOrder" | "maxTicketsAllowedPerOrderMsg"
> & {
  readonly maxNbTicketsAllowedPerOrder: number | null;
  readonly maxNbTicketsAllowedPerOrderMsg: string | null;
};

export const normalizePromoCodeProduct = ({
  maxNbTicketsAllowedPerOrder,
  maxNbTicketsAllowedPerOrderMsg,
  ...product
}: PromoCodeProduct): Product => ({
  ...product,
  maxTicketsAllowedPerOrder: maxNbTicketsAllowedPerOrder,
  maxTicketsAllowedPerOrderMsg: maxNbTicketsAllowedPerOrderMsg,
});

/** The product-list answer: a list of products for each listed category, and checkout texts. */
export interface ProductList extends Readonly<Record<ListedCategoryName, readonly Product[]>> {
  readonly pricingNotice: string;
  readonly checkOutThankMessage: string;
  readonly checkOutUpgradeMessage: string;
  readonly checkOutMessage: string;
}

/** Hidden products are reachable by link or promo code only, never listed on a tab. */
export const visibleProductsIn = (
  list: ProductList,
  category: ListedCategoryName,
): readonly Product[] => list[category].filter((product) => !product.isHidden);

const allListedProducts = (list: ProductList): readonly Product[] =>
  listedCategoryNames.flatMap((category) => list[category]);

export const findProduct = (list: ProductList, productId: number): O.Option<Product> =>
  O.fromNullable(allListedProducts(list).find((product) => product.productId === productId));

/** Hyperlink access appends the products it unlocks to the main list (spec §2). */
export const appendHiddenProducts = (
  list: ProductList,
  hidden: readonly Product[],
): ProductList => {
  const known = new Set(list.products.map((product) => product.productId));
  const added = hidden
    .filter(
      (product, index) =>
        !known.has(product.productId) &&
        hidden.findIndex((other) => other.productId === product.productId) === index,
    )
    .map((product) => ({ ...product, categoryName: "products" as const, isHidden: true }));
  return { ...list, products: [...list.products, ...added] };
};

const INSTRUCTION_ATTRIBUTE = /instruction/i;
const TERMS_LABEL_ATTRIBUTE = "termsandconditionslabel";
const TERMS_URL_ATTRIBUTE = "termsandconditionsurl";

/** Attributes whose name mentions "instruction" are shown as the visit instructions. */
export const instructionsOf = (product: Product): readonly string[] =>
  product.productAttributes
    .filter((attribute) => INSTRUCTION_ATTRIBUTE.test(attribute.attributeName))
    .map((attribute) => attribute.attributeValue);

export interface TermsLink {
  readonly label: string;
  readonly url: string;
}

const attributeValue = (product: Product, name: string): string | undefined =>
  product.productAttributes.find((attribute) => attribute.attributeName.toLowerCase() === name)
    ?.attributeValue;

/** The terms link needs both its label and its url attribute; either missing means no link. */
export const termsLinkOf = (product: Product): O.Option<TermsLink> => {
  const label = attributeValue(product, TERMS_LABEL_ATTRIBUTE);
  const url = attributeValue(product, TERMS_URL_ATTRIBUTE);
  return label && url ? O.some({ label, url }) : O.none;
};

/** A product with a voucher id is exchanged for city-pass barcodes (spec §4). */
export const isCityPassExchange = (product: Pick<Product, "voucherId">): boolean =>
  product.voucherId !== null;

/**
 * A voucher and a promo-code product are web sales' own, not a general or group sale of the
 * Web channel: their visit dates are web sales' product dates.
 */
export const soldByWebSales = (product: Pick<Product, "voucherId" | "categoryName">): boolean =>
  isCityPassExchange(product) || product.categoryName === "promoCodeProducts";

/**
 * The promotions that unlocked a promo-code product (its own, then those applied to it), each
 * once: its tickets are theirs. A listed product's applied promotions are only its badges.
 */
export const unlockingPromotionIdsOf = (
  product: Pick<Product, "categoryName" | "promotionId" | "appliedPromotions">,
): readonly number[] =>
  product.categoryName === "promoCodeProducts"
    ? [
        ...new Set([
          ...(product.promotionId === null ? [] : [product.promotionId]),
          ...product.appliedPromotions.map((promotion) => promotion.promotionId),
        ]),
      ]
    : [];

/**
 * What a product card shows as badges: the catalogue's display label, then the names of the
 * promotions applied to it, each once.
 */
export const badgesOf = (product: Product): readonly string[] => [
  ...new Set(
    [product.displayLabel, ...product.appliedPromotions.map((promotion) => promotion.name)]
      .map((badge) => badge.trim())
      .filter((badge) => badge !== ""),
  ),
];
