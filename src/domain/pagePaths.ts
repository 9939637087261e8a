import * as O from "fp-ts/lib/Option.js";
import { categoryByName, categoryBySlug, type Category } from "./category.js";

/**
 * Spec §2's pages, each path written once: the storefront's routes and links, the server's
 * drawn pages and the mails' links read them here. The venue's content pages are in
 * contentPage.ts.
 */
export const pagePaths = {
  home: "/",
  tickets: "/tickets",
  product: "/product",
  cart: "/cart",
  checkout: "/checkout",
  selfService: "/self-service",
  viewTickets: "/view-tickets",
  // Not the spec's: the pages a waiting-list mail links to, under it (issue 29).
  waitingList: "/waiting-list",
} as const;

/** A category's tab on home: /tickets/{slug}. */
export const categoryTabPath = (category: Pick<Category, "slug">): string =>
  `${pagePaths.tickets}/${category.slug}`;

/** Where an order's tickets are shown: /view-tickets?orderConfirmation=…. */
export const viewTicketsPath = (orderConfirmation: string): string =>
  `${pagePaths.viewTickets}?orderConfirmation=${encodeURIComponent(orderConfirmation)}`;

/** Manage my order with an order's number filled in: /self-service?orderId=…. */
export const selfServicePath = (orderId: number): string =>
  `${pagePaths.selfService}?orderId=${String(orderId)}`;

/** Escapes decoded as `decodeURI` does (`%2F` stays); a malformed one leaves the path as written. */
const decodedPath = (path: string): string => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/**
 * A page's path as the storefront's router matches it (wouter: escapes decoded, one trailing
 * slash allowed, its patterns matched in any case), with the first segment, the page's fixed
 * word, in lower case and a tab's slug as written. The server's drawn pages and the browser's
 * first render read a path through it, so `/%74ickets`, `/tickets/` and `/Product` are the
 * pages the router opens for them, not pages with no first screen.
 */
export const routedPath = (path: string): string => {
  const decoded = decodedPath(path);
  if (!decoded.startsWith("/")) return decoded;
  // The router allows one slash after a page's last segment; `//` is not home.
  const trimmed = /[^/]\/$/.test(decoded) ? decoded.slice(0, -1) : decoded;
  const [, first = "", ...rest] = trimmed.split("/");
  return ["", first.toLowerCase(), ...rest].join("/");
};

/** The slug of a tab's path `/tickets/{slug}`: one segment, as the router reads it; else "". */
const tabSlugOf = (path: string): string => {
  const prefix = `${pagePaths.tickets}/`;
  const slug = path.startsWith(prefix) ? path.slice(prefix.length) : "";
  return slug.includes("/") ? "" : slug;
};

/** A page of home's tabs: `/`, `/tickets` or a tab's `/tickets/{slug}`, its path already routed. */
export const isHomePath = (path: string): boolean =>
  path === pagePaths.home || path === pagePaths.tickets || tabSlugOf(path) !== "";

/**
 * The tab a home page opens on: TICKETS on `/` and `/tickets`, its slug's on a tab's path
 * (none for an unknown slug), none off home. The path is read as the router reads it.
 */
export const homeTabOf = (written: string): O.Option<Category> => {
  const path = routedPath(written);
  if (!isHomePath(path)) return O.none;
  if (path === pagePaths.home || path === pagePaths.tickets)
    return O.some(categoryByName("products"));
  return categoryBySlug(tabSlugOf(path));
};
