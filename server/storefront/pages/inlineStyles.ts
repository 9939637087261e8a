import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { BuildManifest } from "./screenPreloads.js";

/** A build's style sheets by address (/assets/…css), read once when the server starts. */
export type StyleSheets = ReadonlyMap<string, string>;

/** Every style sheet the build's manifest names, read from the build. */
export const readStyleSheets = async (
  staticDir: string,
  manifest: BuildManifest,
): Promise<StyleSheets> => {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const read = await Promise.all(
    [...files].map(
      async (file) => [`/${file}`, await readFile(join(staticDir, file), "utf8")] as const,
    ),
  );
  // A sheet that could end its own element stays a file: the page's markup is never the CSS's.
  return new Map(read.filter(([, css]) => !/<\/style/i.test(css)));
};

const STYLE_SHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)"[^>]*>/g;

/**
 * The page with its style sheets written into it: a phone on a slow link paints the page
 * once its HTML is there, with no round trip for each sheet first. Each sheet's link stays,
 * disabled, which fetches nothing: Vite's loader, about to add a screen's sheet as its script
 * arrives, sees the link and adds nothing. A sheet the build does not have stays a link.
 */
export const withInlineStyles = (page: string, sheets: StyleSheets, nonce: string): string =>
  page.replace(STYLE_SHEET_LINK, (link, href: string) => {
    const css = sheets.get(href);
    return css === undefined
      ? link
      : `<style nonce="${nonce}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
