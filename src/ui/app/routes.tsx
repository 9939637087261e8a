import { lazy, type ComponentType } from "react";
import { loadOnce } from "../../application/shared/loadOnce.js";
import { contentPages } from "../../domain/contentPage.js";
import { categoryTabPath, pagePaths, routedPath } from "../../domain/pagePaths.js";
import type { laterScreens } from "../screens/laterScreens.js";

/** How to renew each screen whose chunk failed to load since the last retry. */
const failedScreens = new Set<() => void>();

/** Makes screens whose chunk failed to load fetch it again the next time they are shown. */
export const retryFailedScreens = () => {
  for (const renew of failedScreens) renew();
  failedScreens.clear();
};

/**
 * A screen in its own chunk: the first page loads only what its route needs. `load` starts
 * fetching the chunk before React asks for it. React keeps a lazy component's failure for good,
 * so a screen whose chunk failed gets a fresh lazy component once `retryFailedScreens` runs
 * (the error boundary does when the guest moves on): never at once, which would retry in a
 * loop while the connection is down.
 */
export const lazyScreen = (
  /** The screen's module: the screen among its exports, which may offer other screens parts. */
  load: () => Promise<Readonly<Record<string, ComponentType<never>>>>,
  name: string,
  /** The screen reads later use cases: they are fetched with its code, not after it. */
  usesLaterUseCases = false,
) => {
  const loaded = loadOnce(load);
  const freshLazy = () =>
    lazy(async () => {
      try {
        const found = (await loaded())[name];
        if (found === undefined) throw new Error(`screen ${name} is missing from its chunk`);
        // The screen is drawn with no props: it is the route's whole page.
        return { default: found as ComponentType };
      } catch (error) {
        failedScreens.add(() => {
          current = freshLazy();
        });
        throw error;
      }
    });
  let current = freshLazy();
  const component = () => {
    const Current = current;
    return <Current />;
  };
  return {
    name,
    component,
    usesLaterUseCases,
    /** Loads the screen's code, once: ahead of the screen (a preload) or before a render. */
    load: loaded,
  };
};

const home = lazyScreen(() => import("../screens/home/HomeScreen.js"), "HomeScreen");
const product = lazyScreen(
  () => import("../screens/product/ProductScreen.js"),
  "ProductScreen",
  true,
);
const cart = lazyScreen(() => import("../screens/cart/CartScreen.js"), "CartScreen", true);
const checkout = lazyScreen(
  () => import("../screens/checkout/CheckoutScreen.js"),
  "CheckoutScreen",
  true,
);
/** A screen after the purchase: its chunk is named by laterScreens' chunk, not by this one. */
const laterScreen = (name: keyof typeof laterScreens) =>
  lazyScreen(
    async () => (await import("../screens/laterScreens.js")).laterScreens[name](),
    name,
    true,
  );
const selfService = laterScreen("SelfServiceScreen");
const viewTickets = laterScreen("ViewTicketsScreen");
const content = lazyScreen(() => import("../screens/content/ContentScreen.js"), "ContentScreen");

type Screen = ReturnType<typeof lazyScreen>;

export interface ScreenRoute {
  readonly path: string;
  readonly screen: Screen;
  /** Where a guest goes next from here: fetched ahead, so that step waits on no code. */
  readonly leadsTo: readonly Screen[];
}

/** Spec §2's routes, then the content pages, in the order they are matched. */
export const screenRoutes: readonly ScreenRoute[] = [
  { path: pagePaths.home, screen: home, leadsTo: [product] },
  { path: pagePaths.tickets, screen: home, leadsTo: [product] },
  { path: categoryTabPath({ slug: ":type" }), screen: home, leadsTo: [product] },
  { path: pagePaths.product, screen: product, leadsTo: [cart] },
  { path: pagePaths.cart, screen: cart, leadsTo: [checkout] },
  { path: pagePaths.checkout, screen: checkout, leadsTo: [viewTickets] },
  { path: pagePaths.selfService, screen: selfService, leadsTo: [] },
  { path: pagePaths.viewTickets, screen: viewTickets, leadsTo: [] },
  { path: `${pagePaths.waitingList}/:page`, screen: laterScreen("WaitingListScreen"), leadsTo: [] },
  // The venue's pages that every footer links to: one screen, its words chosen by the path.
  ...contentPages.map((page) => ({
    path: page.path,
    screen: content,
    leadsTo: [],
  })),
];

const firstSegment = (path: string): string => path.split("/")[1] ?? "";

/**
 * The route a page path opens on, by its first segment as the router reads it (routedPath):
 * enough to know what to preload.
 */
export const screenRouteOf = (path: string): ScreenRoute | undefined =>
  screenRoutes.find((route) => firstSegment(route.path) === firstSegment(routedPath(path)));
