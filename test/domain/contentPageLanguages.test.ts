import { describe, expect, it } from "vitest";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { brands } from "../../src/domain/brand.js";
import {
  contentPages,
  contentPageTitle,
  GROUP_TERMS_SECTION,
} from "../../src/domain/contentPage.js";
import { contentSections } from "../../src/domain/contentPageTexts.js";
import { LOCALES } from "../../src/domain/locale.js";

describe.each(LOCALES)("the content pages in %s", (locale) => {
  const words = guestWordsIn(locale);

  it("each page has its own title, and no two pages' sections share a heading", () => {
    const titles = contentPages.map((page) => contentPageTitle(words, page.slug));
    expect(new Set(titles).size).toBe(contentPages.length);
    for (const brand of brands) {
      const headings = contentPages.flatMap((page) =>
        contentSections(brand, page.slug, words).map((section) => section.heading),
      );
      expect(new Set(headings).size).toBe(headings.length);
    }
  });

  it("every section is written out in full: no argument left unfilled", () => {
    for (const brand of brands) {
      for (const page of contentPages) {
        for (const section of contentSections(brand, page.slug, words)) {
          expect(section.paragraphs.length).toBeGreaterThan(0);
          for (const text of [section.heading, ...section.paragraphs]) {
            expect(text.trim()).toBe(text);
            expect(text).not.toMatch(/[{}]|undefined|NaN/);
          }
        }
      }
    }
  });

  it("each venue's terms name it, its company and its group sale's minimum and days ahead, on the section a group product's link opens", () => {
    const groupSale = { sn: ["10", "3"], cgg: ["15", "7"] } as const;
    for (const brand of brands) {
      const terms = contentSections(brand, "terms", words);
      const text = terms.flatMap((section) => section.paragraphs).join(" ");
      expect(text).toContain(brand.venueName);
      expect(text).toContain(brand.companyName);
      const group = terms.find((section) => section.id === GROUP_TERMS_SECTION);
      for (const number of groupSale[brand.key]) expect(group?.paragraphs[0]).toContain(number);
    }
  });

  it("the two venues' terms and accessibility pages differ: each states its own rules", () => {
    for (const slug of ["terms", "accessibility"] as const) {
      const [sn, cgg] = brands.map((brand) => JSON.stringify(contentSections(brand, slug, words)));
      expect(sn).not.toBe(cgg);
    }
  });
});
