import { categories, type Category } from "../../../domain/category.js";
import { isFeatureOn, type FeatureFlags } from "../../../domain/featureFlags.js";

/** A feature that is switched off hides its tab: PROMO CODE with promoCode, GROUPS with groupSales. */
export const visibleCategories = (flags: FeatureFlags): readonly Category[] =>
  categories.filter((category) => {
    if (category.name === "promoCodeProducts") return isFeatureOn(flags, "promoCode");
    if (category.name === "productsGroups") return isFeatureOn(flags, "groupSales");
    return true;
  });

export const tabPath = (category: Category): string => `/tickets/${category.slug}`;
