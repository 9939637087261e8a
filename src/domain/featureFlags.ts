/** Feature flags for the Web channel: a map of name to boolean (spec §3). */
export type FeatureFlags = Readonly<Record<string, boolean>>;

/** The features a flag can switch off in the storefront. */
export type Feature = "promoCode" | "groupSales" | "cityPass" | "selfServiceCancellation";

/**
 * Only a flag that is explicitly off hides its feature: a flags answer that does not mention
 * a feature leaves it as built, rather than silently removing it from every guest.
 */
export const isFeatureOn = (flags: FeatureFlags, feature: Feature): boolean =>
  flags[feature] !== false;
