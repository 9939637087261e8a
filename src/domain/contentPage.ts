import * as O from "fp-ts/lib/Option.js";

/** The venue's own pages beside the shop, linked from every page's footer. */
export type ContentPageSlug = "terms" | "privacy" | "accessibility" | "contact";

export interface ContentPage {
  readonly slug: ContentPageSlug;
  /** The page's heading and the first part of its document title. */
  readonly title: string;
  readonly path: string;
}

export const contentPages: readonly ContentPage[] = [
  { slug: "terms", title: "Terms and conditions", path: "/terms" },
  { slug: "privacy", title: "Privacy", path: "/privacy" },
  { slug: "accessibility", title: "Accessibility", path: "/accessibility" },
  { slug: "contact", title: "Contact", path: "/contact" },
];

/** The section of the terms a group product's terms link opens on. */
export const GROUP_TERMS_SECTION = "group-visits";

/** The content page a link opens, by its path (a query or a `#section` left aside). */
export const contentPageAt = (href: string): O.Option<ContentPage> => {
  const path =
    href.split(/[?#]/)[0] ??
    // Stryker disable next-line StringLiteral: split() always gives at least one part, so the fallback is never read
    "";
  return O.fromNullable(contentPages.find((page) => page.path === path));
};
