/*
 * The countries whose addresses carry a state or province. Kept apart from the lists of names
 * (addressRegions.ts, loaded with the checkout only) because form validation, which every
 * screen's error catalogue reaches, needs just this rule.
 */
export const countriesWithRegions = ["US", "CA"] as const;

export type CountryWithRegions = (typeof countriesWithRegions)[number];

const isCountryWithRegions = (code: string): code is CountryWithRegions =>
  (countriesWithRegions as readonly string[]).includes(code);

/** The country's code when its addresses need a state, else null. */
export const regionCountryOf = (country: string): CountryWithRegions | null => {
  const code = country.trim().toUpperCase();
  return isCountryWithRegions(code) ? code : null;
};

/** An address in a country with states needs one; elsewhere the state is left out. */
export const needsRegion = (country: string): boolean => regionCountryOf(country) !== null;
