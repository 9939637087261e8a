import * as O from "fp-ts/lib/Option.js";
import { isFeatureOn, type Feature, type FeatureFlags } from "./featureFlags.js";

/** What spec §2 and §4 say of one product category. */
interface CategoryRules {
  /** The product-list answer's field, and the product page's `type`. */
  readonly name: string;
  readonly slug: string;
  /** Home's tab; analytics reports a product's category (item_category) by it too. */
  readonly tabLabel: string;
  /** Carried by the product-list answer; otherwise its products come from a call of their own. */
  readonly listed: boolean;
  /** The feature whose flag, switched off, hides the tab; null for a tab always shown. */
  readonly shownWith: Feature | null;
  /** Its products are sold as a group sale (spec §4: the cart, the product page's URL). */
  readonly groupSale: boolean;
}

/**
 * The product groups of spec §2, in tab order. Every other statement of the categories (the
 * product-list codec and answer, the database's categories, the seed's) is derived from this
 * table, so a category is added here and nowhere else but in its products.
 */
const categoryTable = [
  {
    name: "products",
    slug: "main",
    tabLabel: "TICKETS",
    listed: true,
    shownWith: null,
    groupSale: false,
  },
  {
    name: "productsOtherAttractions",
    slug: "other-attractions",
    tabLabel: "OTHER ATTRACTIONS",
    listed: true,
    shownWith: null,
    groupSale: false,
  },
  {
    name: "productsEvents",
    slug: "events",
    tabLabel: "EVENTS",
    listed: true,
    shownWith: null,
    groupSale: false,
  },
  {
    name: "productsGroups",
    slug: "groups",
    tabLabel: "GROUPS",
    listed: true,
    shownWith: "groupSales",
    groupSale: true,
  },
  {
    name: "promoCodeProducts",
    slug: "promo-code",
    tabLabel: "PROMO CODE",
    listed: false,
    shownWith: "promoCode",
    groupSale: false,
  },
] as const satisfies readonly CategoryRules[];

type CategoryRow = (typeof categoryTable)[number];

export type CategoryName = CategoryRow["name"];

export type Category = CategoryRules & { readonly name: CategoryName };

/** The categories the product-list answer carries, each a field of it. */
export type ListedCategoryName = Extract<CategoryRow, { readonly listed: true }>["name"];

export type ListedCategory = Category & { readonly name: ListedCategoryName };

/** In tab order. */
export const categories: readonly Category[] = categoryTable;

// Sound by construction: ListedCategoryName is the names of the rows whose `listed` is true.
export const isListed = (category: Category): category is ListedCategory => category.listed;

/** In tab order. */
export const listedCategories: readonly ListedCategory[] = categories.filter(isListed);

export const listedCategoryNames: readonly ListedCategoryName[] = listedCategories.map(
  (category) => category.name,
);

/** A value for each listed category: the product list's fields, whichever side builds them. */
export const byListedCategory = <V>(
  valueOf: (name: ListedCategoryName) => V,
): Record<ListedCategoryName, V> =>
  // Object.fromEntries types its keys as string; they are listedCategoryNames, every one.
  Object.fromEntries(listedCategoryNames.map((name) => [name, valueOf(name)])) as Record<
    ListedCategoryName,
    V
  >;

// Every name is the table's; `find` cannot know it, so the first row stands in for none.
export const categoryByName = (name: CategoryName): Category =>
  categories.find((category) => category.name === name) ?? categoryTable[0];

export const categoryBySlug = (slug: string): O.Option<Category> =>
  O.fromNullable(categories.find((category) => category.slug === slug));

/** Takes any string: a product page's address names its category in words a guest can change. */
export const isGroupsCategory = (name: string): boolean =>
  categories.some((category) => category.groupSale && category.name === name);

/** A feature that is switched off hides its tab. */
export const visibleCategories = (flags: FeatureFlags): readonly Category[] =>
  categories.filter(
    (category) => category.shownWith === null || isFeatureOn(flags, category.shownWith),
  );
