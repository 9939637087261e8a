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

/** A page of home's tabs: `/`, `/tickets` or a tab's `/tickets/{slug}`. */
export const isHomePath = (path: string): boolean =>
  path === pagePaths.home || path === pagePaths.tickets || path.startsWith(`${pagePaths.tickets}/`);

/**
 * The tab a home page opens on: TICKETS on `/` and `/tickets`, its slug's on a tab's path
 * (none for an unknown slug), none off home.
 */
export const homeTabOf = (path: string): O.Option<Category> => {
  if (!isHomePath(path)) return O.none;
  if (path === pagePaths.home || path === pagePaths.tickets)
    return O.some(categoryByName("products"));
  return categoryBySlug(path.slice(pagePaths.tickets.length + 1));
};
