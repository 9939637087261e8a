import * as O from "fp-ts/lib/Option.js";
import { describe, expect, it } from "vitest";
import { brandOf } from "../../src/domain/brand.js";
import { contentPageAt } from "../../src/domain/contentPage.js";
import { contentSections } from "../../src/domain/contentPageTexts.js";
import { seedProducts } from "../../server/api/storage/seed/fixtures.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";

const english = guestWordsIn("en");

/** The storefront's content pages the seed catalogue links to (src/domain/contentPage.ts). */
describe("the seed catalogue's links to the storefront's pages", () => {
  it("every product's terms link opens a real content page of its tenant, on a section it has", () => {
    const withTerms = seedProducts.filter((product) => product.terms !== undefined);
    expect(withTerms.length).toBeGreaterThan(0);
    for (const product of withTerms) {
      const url = product.terms?.url ?? "";
      const page = contentPageAt(url);
      expect(O.isSome(page), `${String(product.id)} ${url}`).toBe(true);
      if (O.isNone(page)) continue;
      const section = url.split("#")[1];
      if (section === undefined) continue;
      const ids = contentSections(brandOf(product.tenant), page.value.slug, english).map(
        (s) => s.id,
      );
      expect(ids, `${String(product.id)} ${url}`).toContain(section);
    }
  });

  it("the terms state each tenant's seeded group rules: the minimum and the days ahead", () => {
    for (const product of seedProducts) {
      if (product.group === undefined) continue;
      const terms = contentSections(brandOf(product.tenant), "terms", english)
        .flatMap((section) => section.paragraphs)
        .join(" ");
      expect(terms).toContain(`groups of ${String(product.group.minQty)} or more`);
      expect(terms).toContain(`at least ${String(product.group.advancePurchaseDays)} days ahead`);
    }
  });

  it("every upgrade opens a product its tenant lists, and each tenant offers one", () => {
    for (const tenant of ["sn", "cgg"] as const) {
      const listed = seedProducts.filter(
        (product) => product.tenant === tenant && product.hidden !== true,
      );
      const upgrades = seedProducts
        .filter((product) => product.tenant === tenant)
        .flatMap((product) => product.upgrades ?? []);
      expect(upgrades.length, tenant).toBeGreaterThan(0);
      for (const upgrade of upgrades) {
        expect(
          listed.map((product) => product.id),
          `${tenant} ${upgrade.headline}`,
        ).toContain(upgrade.productId);
      }
    }
  });
});
