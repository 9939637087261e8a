import * as O from "fp-ts/lib/Option.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brands } from "../../src/domain/brand.js";
import {
  contentPageAt,
  contentPages,
  contentPageTitle,
  GROUP_TERMS_SECTION,
} from "../../src/domain/contentPage.js";
import { contentSections } from "../../src/domain/contentPageTexts.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";

const english = guestWordsIn("en");

describe("content pages", () => {
  it("the footer's four pages are Terms and conditions, Privacy, Accessibility and Contact, each at its own path", () => {
    expect(contentPages.map((page) => contentPageTitle(english, page.slug))).toEqual([
      "Terms and conditions",
      "Privacy",
      "Accessibility",
      "Contact",
    ]);
    expect(new Set(contentPages.map((page) => page.path)).size).toBe(contentPages.length);
  });

  it("a link opens the content page at its path, whatever section or query it adds", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...contentPages),
        fc.constantFrom("", "#", "?", "?a=1#b"),
        fc.string(),
        (page, separator, rest) => {
          const href = separator === "" ? page.path : `${page.path}${separator}${rest}`;
          expect(contentPageAt(href)).toEqual(O.some(page));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("a path that is no content page opens none", () => {
    expect(contentPageAt("/terms/sn")).toEqual(O.none);
    expect(contentPageAt("/cart")).toEqual(O.none);
    expect(contentPageAt("")).toEqual(O.none);
  });

  it("each brand has its own words for every content page, and its terms have the group-visits section", () => {
    for (const brand of brands) {
      for (const page of contentPages) {
        expect(contentSections(brand, page.slug, english).length).toBeGreaterThan(0);
      }
      const terms = contentSections(brand, "terms", english);
      expect(terms.some((section) => section.id === GROUP_TERMS_SECTION)).toBe(true);
      expect(GROUP_TERMS_SECTION).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(terms.flatMap((section) => section.paragraphs).join(" ")).toContain(brand.venueName);
    }
    const [sn, cgg] = brands.map((brand) =>
      JSON.stringify(contentSections(brand, "terms", english)),
    );
    expect(sn).not.toBe(cgg);
  });

  it("every section of every page has a heading and paragraphs, each written out in full", () => {
    for (const brand of brands) {
      for (const page of contentPages) {
        for (const section of contentSections(brand, page.slug, english)) {
          for (const text of [section.heading, ...section.paragraphs]) {
            expect(text).toMatch(/^\S.*[.\w]$/);
            expect(text).not.toMatch(/ {2}|undefined| [.,;:]/);
          }
          expect(section.paragraphs.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it("no two pages share a heading: each page says its own things", () => {
    for (const brand of brands) {
      const headings = contentPages.flatMap((page) =>
        contentSections(brand, page.slug, english).map((section) => section.heading),
      );
      expect(new Set(headings).size).toBe(headings.length);
    }
  });

  it("the terms and the accessibility page carry each venue's own rules", () => {
    for (const slug of ["terms", "accessibility"] as const) {
      const [sn, cgg] = brands.map((brand) =>
        contentSections(brand, slug, english).flatMap((section) => section.paragraphs),
      );
      expect(sn?.filter((paragraph) => !cgg?.includes(paragraph)).length).toBeGreaterThan(0);
    }
  });
});
