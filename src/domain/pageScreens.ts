import { categoryByName } from "./category.js";
import { categoryTabPath, isHomePath, pagePaths, routedPath } from "./pagePaths.js";

/**
 * The screens a page can open on that are prepared before the storefront's script has run:
 * read by the contract (the answers the server writes into the page: a route's
 * `firstAnswer`), the server (the screen's code it preloads, whether it draws the screen) and
 * the browser (what it asks for early, what its first render waits for).
 */
export type FirstScreenName = "home" | "product" | "viewTickets";

/**
 * The first screen a page path opens on (home's tabs, a product, an order's tickets), if any:
 * the path read as the router reads it (routedPath), however the guest's link spelled it.
 */
export const firstScreenOf = (written: string): FirstScreenName | undefined => {
  const path = routedPath(written);
  if (isHomePath(path)) return "home";
  if (path === pagePaths.product) return "product";
  if (path === pagePaths.viewTickets) return "viewTickets";
  return undefined;
};

/** Its first screen shows products from the catalog's list, so the list comes first. */
export const listsProducts = (path: string): boolean => {
  const screen = firstScreenOf(path);
  return screen === "home" || screen === "product";
};

/**
 * Its first view is pictures, words and links, so the server draws it. A screen that opens on
 * a form (the promo-code tab) is left to the browser: a guest's typing before the script has
 * run would be lost.
 */
export const drawnByServer = (path: string): boolean =>
  firstScreenOf(path) !== undefined &&
  routedPath(path) !== categoryTabPath(categoryByName("promoCodeProducts"));
