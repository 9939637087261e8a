import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brands, resolveBrand } from "../../src/domain/brand.js";
import { LOCALES } from "../../src/domain/locale.js";
import { shellForHost } from "../../server/storefront/pages/pageShell.js";

const shell =
  '<html lang="__LANG__" data-theme="__THEME__"><meta name="theme-color" content="__THEME_COLOR__"><link rel="icon" href="/favicons/__BRAND__.svg">';

describe("the app shell per host", () => {
  it("each brand's host gets the brand's theme, theme colour and favicon in index.html", () => {
    for (const brand of brands) {
      const host = brand.key === "sn" ? "localhost:8080" : `${brand.key}.localhost:8080`;
      const page = shellForHost(shell, host, "en");
      expect(page).toContain(`data-theme="${brand.themeId}"`);
      expect(page).toContain(`content="${brand.themeColor}"`);
      expect(page).toContain(`href="/favicons/${brand.key}.svg"`);
    }
  });

  it("any host gets a complete page of the brand the domain's rule picks for it: no placeholder is left", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...LOCALES), (host, locale) => {
        const page = shellForHost(shell, host, locale);
        expect(page).toContain(`lang="${locale}"`);
        expect(page).not.toMatch(/__[A-Z_]+__/);
        expect(page).toContain(`/favicons/${resolveBrand(host).key}.svg`);
      }),
      { numRuns: 1000 },
    );
  });
});
