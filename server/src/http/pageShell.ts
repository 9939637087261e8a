import { resolveBrand, type Brand } from "../../../src/domain/brand.js";

/** What index.html holds where a brand's own values go: its first paint, before any script. */
const placeholders = (brand: Brand): Readonly<Record<string, string>> => ({
  __BRAND__: brand.key,
  __THEME__: brand.themeId,
  __THEME_COLOR__: brand.themeColor,
});

/** The app shell with a brand's favicon, theme colour and theme written in. */
export const shellForBrand = (shell: string, brand: Brand): string =>
  Object.entries(placeholders(brand)).reduce(
    (page, [placeholder, value]) => page.replaceAll(placeholder, value),
    shell,
  );

/**
 * The app shell for a request's host, whose brand the domain's rule picks as it does
 * /config.json's tenant: the page is the brand's with no inline script or style.
 */
export const shellForHost = (shell: string, host: string): string =>
  shellForBrand(shell, resolveBrand(host));
