import * as O from "fp-ts/lib/Option.js";
import { isFeatureOn, type FeatureFlags } from "./featureFlags.js";

/** The product groups of spec §2, keyed by the product-list answer's field names. */
export type CategoryName =
  | "products"
  | "productsOtherAttractions"
  | "productsEvents"
  | "productsGroups"
  | "promoCodeProducts";

export interface Category {
  readonly name: CategoryName;
  readonly slug: string;
  readonly tabLabel: string;
}

/** In tab order. */
export const categories: readonly Category[] = [
  { name: "products", slug: "main", tabLabel: "TICKETS" },
  { name: "productsOtherAttractions", slug: "other-attractions", tabLabel: "OTHER ATTRACTIONS" },
  { name: "productsEvents", slug: "events", tabLabel: "EVENTS" },
  { name: "productsGroups", slug: "groups", tabLabel: "GROUPS" },
  { name: "promoCodeProducts", slug: "promo-code", tabLabel: "PROMO CODE" },
];

/** The categories the product-list answer carries; promo-code products come from their own call. */
export type ListedCategoryName = Exclude<CategoryName, "promoCodeProducts">;

export const listedCategoryNames: readonly ListedCategoryName[] = [
  "products",
  "productsOtherAttractions",
  "productsEvents",
  "productsGroups",
];

export const categoryByName = (name: CategoryName): Category =>
  categories.find((category) => category.name === name) ?? (categories[0] as Category);

export const categoryBySlug = (slug: string): O.Option<Category> =>
  O.fromNullable(categories.find((category) => category.slug === slug));

/** Takes any string: a product page's address names its category in words a guest can change. */
export const isGroupsCategory = (name: string): boolean => name === "productsGroups";

/** A feature that is switched off hides its tab: PROMO CODE with promoCode, GROUPS with groupSales. */
export const visibleCategories = (flags: FeatureFlags): readonly Category[] =>
  categories.filter((category) => {
    if (category.name === "promoCodeProducts") return isFeatureOn(flags, "promoCode");
    if (category.name === "productsGroups") return isFeatureOn(flags, "groupSales");
    return true;
  });
