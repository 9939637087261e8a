import { categoryByName } from "./category.js";

/** The screens a page can open on that are prepared before the storefront's script has run. */
export type FirstScreenName = "home" | "product" | "viewTickets";

/**
 * What a page's first screen needs, read by both sides: the server (the answers it writes into
 * the page, the screen's code it preloads, whether it draws the screen) and the browser (what it
 * asks for early, what its first render waits for).
 */
export interface FirstScreenKind {
  readonly name: FirstScreenName;
  /** It shows products from the catalog's list, so the list comes first. */
  readonly listsProducts: boolean;
  /**
   * Its first view is pictures, words and links, so the server draws it. A screen that opens on
   * a form is left to the browser: a guest's typing before the script has run would be lost.
   */
  readonly drawnByServer: boolean;
}

const PROMO_CODE_TAB = `/tickets/${categoryByName("promoCodeProducts").slug}`;

/** The first screen a page path opens on (home's tabs, a product, an order's tickets), if any. */
export const firstScreenKindOf = (path: string): FirstScreenKind | undefined => {
  if (path === "/" || path === "/tickets" || path.startsWith("/tickets/")) {
    return { name: "home", listsProducts: true, drawnByServer: path !== PROMO_CODE_TAB };
  }
  if (path === "/product") return { name: "product", listsProducts: true, drawnByServer: true };
  if (path === "/view-tickets") {
    return { name: "viewTickets", listsProducts: false, drawnByServer: true };
  }
  return undefined;
};
