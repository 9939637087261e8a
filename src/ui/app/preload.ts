import { useEffect } from "react";
import { filter, firstValueFrom } from "rxjs";
import type { UseCases } from "../../application/useCases.js";
import { firstScreenOf, listsProducts } from "../../domain/pageScreens.js";
import { screenRouteOf, type ScreenRoute } from "./routes.js";

/** A screen's code and, when it reads them, the later use cases' code beside it. */
const screenCode = (screen: ScreenRoute["screen"], later: UseCases["later"]) =>
  Promise.all([screen.load(), screen.usesLaterUseCases ? later() : undefined]);

/** Fetches a screen's code ahead; a failed fetch is asked again when the screen is shown. */
const preloadScreen = (screen: ScreenRoute["screen"], later: UseCases["later"]) => {
  void screenCode(screen, later).catch(() => undefined);
};

/**
 * The code a page's screen runs, loaded. A render on the server waits for it before its time
 * limit starts, so the first page a new server draws is not the one left to the browser while
 * its code loads.
 */
export const screenCodeLoaded = async (useCases: UseCases, pathname: string): Promise<void> => {
  const screen = screenRouteOf(pathname)?.screen;
  if (screen !== undefined) await screenCode(screen, useCases.later);
};

/** A product page opened directly asks for its dates beside the list, in the sale it names. */
const prefetchProductDates = (useCases: UseCases, search: string) => {
  const query = new URLSearchParams(search);
  const productId = Number(query.get("productId"));
  if (!Number.isInteger(productId) || productId <= 0) return;
  useCases.groupSaleMode.setForProductPage(query.get("type"));
  useCases.datesPrefetch.prefetch(productId, useCases.groupSaleMode.current());
};

/**
 * Starts what the page the guest opened will need while startup is still running, instead of
 * after it: the screen's chunk, the later use cases' code when it reads them and, as soon as
 * the configuration is known (they need the tenant's key, not the feature flags), the product
 * list for the screens that list products and a product page's dates. The routes themselves
 * still wait for the flags (spec §4). Called after the use cases are made, so the live
 * settings have the configuration by then. Each is asked for after a `pause`, in a task of its
 * own on a page: making the later use cases and reading a first answer take a few
 * milliseconds each, four times that on a phone.
 */
export const preloadFirstScreen = async (
  useCases: UseCases,
  location: Pick<Location, "pathname" | "search">,
  pause: () => Promise<void>,
) => {
  const route = screenRouteOf(location.pathname);
  if (route === undefined) return;
  preloadScreen(route.screen, () => pause().then(useCases.later));
  if (!listsProducts(location.pathname)) return;
  await firstValueFrom(
    useCases.startup.state$.pipe(
      filter((state) => state.status === "loading-flags" || state.status === "ready"),
    ),
  );
  await pause();
  void useCases.catalog.ensureProductList();
  if (firstScreenOf(location.pathname) !== "product") return;
  await pause();
  prefetchProductDates(useCases, location.search);
};

// Late enough that a slow phone link has carried the screen's own requests first.
const NEXT_SCREENS_DELAY_MS = 1500;

/**
 * Fetches each screen's code after a `pause`, and the later use cases they read after another:
 * adding a chunk's links to the page and making the later use cases take several milliseconds
 * each, four times that on a phone, so each is a task of its own rather than all one long one.
 */
const preloadInTurn = async (
  screens: readonly ScreenRoute["screen"][],
  later: UseCases["later"],
  pause: () => Promise<void>,
) => {
  for (const screen of screens) {
    await pause();
    preloadScreen(screen, () => pause().then(later));
  }
};

/** Once a screen is open, fetches the code of the screens a guest goes to next from it. */
export const useNextScreensPrefetch = (
  path: string,
  later: UseCases["later"],
  pause: () => Promise<void>,
) => {
  useEffect(() => {
    const next = screenRouteOf(path)?.leadsTo ?? [];
    if (next.length === 0) return;
    const timer = setTimeout(() => {
      void preloadInTurn(next, later, pause);
    }, NEXT_SCREENS_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [path, later, pause]);
};
