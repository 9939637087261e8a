import * as O from "fp-ts/lib/Option.js";
import type { GuestWords } from "./words/words.js";

/** The venue's own pages beside the shop, linked from every page's footer. */
export type ContentPageSlug = "terms" | "privacy" | "accessibility" | "contact";

export interface ContentPage {
  readonly slug: ContentPageSlug;
  readonly path: string;
}

export const contentPages: readonly ContentPage[] = [
  { slug: "terms", path: "/terms" },
  { slug: "privacy", path: "/privacy" },
  { slug: "accessibility", path: "/accessibility" },
  { slug: "contact", path: "/contact" },
];

/** A page's heading, the first part of its document title and its footer link's name. */
export const contentPageTitle = (words: GuestWords, slug: ContentPageSlug): string => {
  switch (slug) {
    case "terms":
      return words("content.terms.title");
    case "privacy":
      return words("content.privacy.title");
    case "accessibility":
      return words("content.accessibility.title");
    case "contact":
      return words("content.contact.title");
  }
};

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
