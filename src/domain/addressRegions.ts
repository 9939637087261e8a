/*
 * The countries a guest picks from at checkout and, where a country's addresses carry one,
 * its states or provinces. Values are ISO 3166 codes ("US", "WA"), as the purchase form sends.
 * States and provinces keep the names the venues' countries give them.
 */

import { DEFAULT_LOCALE, type Locale } from "./locale.js";
import { regionCountryOf, type CountryWithRegions } from "./regionCountries.js";
import type { GuestWords } from "./words/words.js";

export { needsRegion } from "./regionCountries.js";

export interface Place {
  readonly code: string;
  readonly name: string;
}

const US_STATES: readonly Place[] = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["PR", "Puerto Rico"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
].map(([code, name]) => ({ code, name }) as Place);

const CA_PROVINCES: readonly Place[] = [
  ["AB", "Alberta"],
  ["BC", "British Columbia"],
  ["MB", "Manitoba"],
  ["NB", "New Brunswick"],
  ["NL", "Newfoundland and Labrador"],
  ["NT", "Northwest Territories"],
  ["NS", "Nova Scotia"],
  ["NU", "Nunavut"],
  ["ON", "Ontario"],
  ["PE", "Prince Edward Island"],
  ["QC", "Quebec"],
  ["SK", "Saskatchewan"],
  ["YT", "Yukon"],
].map(([code, name]) => ({ code, name }) as Place);

/** The venues' own countries first, then the others by their English name. */
const COUNTRIES: readonly Place[] = [
  ["US", "United States"],
  ["CA", "Canada"],
  ["AR", "Argentina"],
  ["AU", "Australia"],
  ["AT", "Austria"],
  ["BE", "Belgium"],
  ["BR", "Brazil"],
  ["CL", "Chile"],
  ["CN", "China"],
  ["CO", "Colombia"],
  ["CZ", "Czechia"],
  ["DK", "Denmark"],
  ["EG", "Egypt"],
  ["FI", "Finland"],
  ["FR", "France"],
  ["DE", "Germany"],
  ["GR", "Greece"],
  ["HK", "Hong Kong"],
  ["HU", "Hungary"],
  ["IS", "Iceland"],
  ["IN", "India"],
  ["ID", "Indonesia"],
  ["IE", "Ireland"],
  ["IL", "Israel"],
  ["IT", "Italy"],
  ["JP", "Japan"],
  ["MY", "Malaysia"],
  ["MX", "Mexico"],
  ["NL", "Netherlands"],
  ["NZ", "New Zealand"],
  ["NO", "Norway"],
  ["PE", "Peru"],
  ["PH", "Philippines"],
  ["PL", "Poland"],
  ["PT", "Portugal"],
  ["RO", "Romania"],
  ["SA", "Saudi Arabia"],
  ["SG", "Singapore"],
  ["ZA", "South Africa"],
  ["KR", "South Korea"],
  ["ES", "Spain"],
  ["SE", "Sweden"],
  ["CH", "Switzerland"],
  ["TW", "Taiwan"],
  ["TH", "Thailand"],
  ["TR", "Türkiye"],
  ["UA", "Ukraine"],
  ["AE", "United Arab Emirates"],
  ["GB", "United Kingdom"],
  ["VN", "Vietnam"],
].map(([code, name]) => ({ code, name }) as Place);

const VENUES_COUNTRIES = 2;

/**
 * The countries in another language: named by the platform (`Intl.DisplayNames`), so no
 * catalogue writes fifty names seven times, and the others sorted as that language sorts.
 */
const countriesNamedIn = (locale: Locale): readonly Place[] => {
  const names = new Intl.DisplayNames(locale, { type: "region" });
  const named = COUNTRIES.map(({ code }) => ({ code, name: names.of(code) ?? code }));
  const collator = new Intl.Collator(locale);
  return [
    ...named.slice(0, VENUES_COUNTRIES),
    ...named.slice(VENUES_COUNTRIES).sort((a, b) => collator.compare(a.name, b.name)),
  ];
};

const countriesByLocale = new Map<Locale, readonly Place[]>([[DEFAULT_LOCALE, COUNTRIES]]);

/**
 * The countries as a guest reads them, the venues' own first and then the others by name:
 * in English the names written here, in another language the platform's.
 */
export const countriesIn = (locale: Locale): readonly Place[] => {
  const countries = countriesByLocale.get(locale) ?? countriesNamedIn(locale);
  countriesByLocale.set(locale, countries);
  return countries;
};

const regionsByCountry: Readonly<Record<CountryWithRegions, readonly Place[]>> = {
  US: US_STATES,
  CA: CA_PROVINCES,
};

/** The states or provinces of a country's addresses; empty where addresses carry none. */
export const regionsOf = (country: string): readonly Place[] => {
  const code = regionCountryOf(country);
  return code === null ? [] : regionsByCountry[code];
};

/** What a country calls its regions, for the select's label: Canada's are provinces. */
export const regionLabelOf = (country: string, words: GuestWords): string =>
  words("checkout.field.region", {
    region: regionCountryOf(country) === "CA" ? "province" : "state",
  });

/** The state kept when the country changes: only one the new country has. */
export const regionFor = (country: string, state: string): string =>
  regionsOf(country).some((region) => region.code === state) ? state : "";
