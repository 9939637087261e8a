import { resolveBrand, type Brand } from "../../../src/domain/brand.js";
import type { Locale } from "../../../src/domain/locale.js";
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from "#contract/firstAnswers.js";
import { escapeHtml } from "../../shared/escapeHtml.js";

/** Where index.html takes what the server writes in for one page (its first answers). */
export const FIRST_PAINT_PLACEHOLDER = "<!--first-paint-->";

/** What index.html holds where a brand's own values go: its first paint, before any script. */
const placeholders = (brand: Brand): Readonly<Record<string, string>> => ({
  __BRAND__: brand.key,
  __THEME__: brand.themeId,
  __THEME_COLOR__: brand.themeColor,
});

/** Where index.html names the page's language (`<html lang>`). */
const LANGUAGE_PLACEHOLDER = "__LANG__";

/** The app shell with a brand's favicon, theme colour and theme, and the page's language. */
export const shellForBrand = (shell: string, brand: Brand, locale: Locale): string =>
  Object.entries(placeholders(brand)).reduce(
    (page, [placeholder, value]) => page.replaceAll(placeholder, value),
    shell.replaceAll(LANGUAGE_PLACEHOLDER, locale),
  );

/**
 * The app shell for a request's host, whose brand the domain's rule picks as it does
 * /config.json's tenant: the page is the brand's with no inline script or style.
 */
export const shellForHost = (shell: string, host: string, locale: Locale): string =>
  shellForBrand(shell, resolveBrand(host), locale);

/**
 * JSON that cannot end the element it is in: `<` is written as its escape, so no text of an
 * answer (a tenant's htmlHeader, a product's name) can close the block or open a tag.
 */
export const inertJson = (value: unknown): string =>
  JSON.stringify(value).replaceAll("<", "\\u003c");

/** What one page is written with where index.html's placeholder is. */
export interface FirstPaint {
  /** The answers to its first requests. */
  readonly answers: FirstAnswers;
  /** The scripts of the screen it opens on, beyond what its entry loads. */
  readonly screenScripts: readonly string[];
  /** The style sheets of the screen it opens on, beyond the entry's (screenPreloads.ts). */
  readonly screenStyles: readonly string[];
  /** The pictures its first view shows, its largest paint (firstViewPictures.ts). */
  readonly pictures: readonly string[];
  /** This response's script nonce: a preload of a script is a script load to the CSP. */
  readonly nonce: string;
}

/**
 * The page with its first requests' answers written in as a data block (a
 * `<script type="application/json">` is never run, so the CSP is unchanged) and its screen's
 * scripts preloaded beside the entry. Its first view's pictures are asked for first and at high
 * priority: they are a tenant's addresses, so written as escaped attribute values.
 */
export const shellWithFirstPaint = (shell: string, paint: FirstPaint): string => {
  const pictures = paint.pictures.map(
    (href) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}">`,
  );
  const preloads = paint.screenScripts.map(
    (href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${paint.nonce}">`,
  );
  const answers = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${inertJson(paint.answers)}</script>`;
  // A function, not a string, as the replacement: a `$&` in an answer is text, not a pattern.
  // After the entry's own style sheet, as when the screen's script adds them: the same cascade.
  const styles = paint.screenStyles.map((href) => `<link rel="stylesheet" href="${href}">`);
  return shell
    .replace(FIRST_PAINT_PLACEHOLDER, () => [...pictures, ...preloads, answers].join(""))
    .replace("</head>", () => `${styles.join("")}</head>`);
};
