import { describe, expect, it } from "vitest";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import {
  countriesIn,
  needsRegion,
  regionFor,
  regionLabelOf,
  regionsOf,
} from "../../src/domain/addressRegions.js";

const countries = countriesIn("en");
const english = guestWordsIn("en");

describe("countries and their states", () => {
  it("the United States has its 50 states, DC and Puerto Rico; Canada its 13 provinces and territories", () => {
    expect(regionsOf("US")).toHaveLength(52);
    expect(regionsOf("US")).toContainEqual({ code: "WA", name: "Washington" });
    expect(regionsOf("CA")).toHaveLength(13);
    expect(regionsOf("CA")).toContainEqual({ code: "BC", name: "British Columbia" });
  });

  it("the venues' countries come first, then the others by name, each code once", () => {
    expect(countries.slice(0, 2).map((country) => country.code)).toEqual(["US", "CA"]);
    const rest = countries.slice(2).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    const codes = countries.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("only a country with states needs one; a Canadian region is a province", () => {
    expect(needsRegion("US")).toBe(true);
    expect(needsRegion("ca")).toBe(true);
    expect(needsRegion("FR")).toBe(false);
    expect(needsRegion("")).toBe(false);
    expect(needsRegion(" us ")).toBe(true);
    expect(regionLabelOf("CA", english)).toBe("Province");
    expect(regionLabelOf("US", english)).toBe("State");
    expect(regionLabelOf(" ca ", english)).toBe("Province");
    expect(regionsOf("FR")).toEqual([]);
  });

  it("a state is kept when the country changes only if the new country has it", () => {
    expect(regionFor("US", "WA")).toBe("WA");
    expect(regionFor("CA", "WA")).toBe("");
    expect(regionFor("FR", "WA")).toBe("");
  });

  it("every country, state and province has a two-letter code and a name of its own", () => {
    for (const places of [countries, regionsOf("US"), regionsOf("CA")]) {
      for (const place of places) {
        expect(place.code).toMatch(/^[A-Z]{2}$/);
        expect(place.name).toMatch(/^\p{Lu}[\p{L} .'’-]+$/u);
      }
      expect(new Set(places.map((place) => place.code)).size).toBe(places.length);
      expect(new Set(places.map((place) => place.name)).size).toBe(places.length);
    }
  });
});

describe("countries and their states in the guest's language", () => {
  it("another language names every country as the platform does, the venues' first, the others in its order", () => {
    for (const locale of ["es", "fr", "de", "ja", "ko", "zh-Hans"] as const) {
      const named = countriesIn(locale);
      const names = new Intl.DisplayNames(locale, { type: "region" });
      expect(named.map((country) => country.code).sort()).toEqual(
        countries.map((country) => country.code).sort(),
      );
      for (const country of named) expect(country.name).toBe(names.of(country.code));
      expect(named.slice(0, 2).map((country) => country.code)).toEqual(["US", "CA"]);
      const rest = named.slice(2).map((country) => country.name);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare));
    }
    expect(countriesIn("de")[0]?.name).toBe("Vereinigte Staaten");
    expect(countriesIn("ja").find((country) => country.code === "JP")?.name).toBe("日本");
  });

  it("a region's label is said in the guest's language", () => {
    expect(regionLabelOf("CA", guestWordsIn("es"))).toBe("Provincia");
    expect(regionLabelOf("US", guestWordsIn("de"))).toBe("Bundesstaat");
  });
});
