import { lazy, type ComponentType } from "react";

/**
 * A screen in its own chunk: the first page loads only what its route needs. `preload` starts
 * fetching the chunk before React asks for it; a chunk that failed to load is fetched anew the
 * next time rather than failing from memory.
 */
const screen = <Props extends object>(
  load: () => Promise<{ readonly [name: string]: ComponentType<Props> }>,
  name: string,
) => {
  let loading: ReturnType<typeof load> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const component = lazy(async () => {
    const module = await loadOnce();
    const found = module[name];
    if (found === undefined) throw new Error(`screen ${name} is missing from its chunk`);
    return { default: found };
  });
  return { name, component, preload: () => void loadOnce().catch(() => undefined) };
};

const home = screen(() => import("../screens/home/HomeScreen.js"), "HomeScreen");
const product = screen(() => import("../screens/product/ProductScreen.js"), "ProductScreen");
const cart = screen(() => import("../screens/cart/CartScreen.js"), "CartScreen");
const checkout = screen(() => import("../screens/checkout/CheckoutScreen.js"), "CheckoutScreen");
const selfService = screen(
  () => import("../screens/selfService/SelfServiceScreen.js"),
  "SelfServiceScreen",
);
const viewTickets = screen(
  () => import("../screens/viewTickets/ViewTicketsScreen.js"),
  "ViewTicketsScreen",
);

type Screen = ReturnType<typeof screen>;

export interface ScreenRoute {
  readonly path: string;
  readonly screen: Screen;
  /** The screen shows products from the catalog's list, so it needs the list first. */
  readonly listsProducts: boolean;
  /** Where a guest goes next from here: fetched ahead, so that step waits on no code. */
  readonly leadsTo: readonly Screen[];
}

/** Spec §2's routes, in the order they are matched. */
export const screenRoutes: readonly ScreenRoute[] = [
  { path: "/", screen: home, listsProducts: true, leadsTo: [product] },
  { path: "/tickets", screen: home, listsProducts: true, leadsTo: [product] },
  { path: "/tickets/:type", screen: home, listsProducts: true, leadsTo: [product] },
  { path: "/product", screen: product, listsProducts: true, leadsTo: [cart] },
  { path: "/cart", screen: cart, listsProducts: false, leadsTo: [checkout] },
  { path: "/checkout", screen: checkout, listsProducts: false, leadsTo: [viewTickets] },
  { path: "/self-service", screen: selfService, listsProducts: false, leadsTo: [] },
  { path: "/view-tickets", screen: viewTickets, listsProducts: false, leadsTo: [] },
];

const firstSegment = (path: string): string => path.split("/")[1] ?? "";

/** The route a page path opens on, by its first segment: enough to know what to preload. */
export const screenRouteOf = (path: string): ScreenRoute | undefined =>
  screenRoutes.find((route) => firstSegment(route.path) === firstSegment(path));
