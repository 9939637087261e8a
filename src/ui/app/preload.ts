import { useEffect } from "react";
import { first } from "rxjs";
import type { StorefrontUseCases } from "../../application/storefront.js";
import { screenRouteOf } from "./routes.js";

/**
 * Starts what the page the guest opened will need while startup is still running, instead of
 * after it: the screen's chunk at once, and for the screens that list products, the product
 * list as soon as the configuration is known (it needs the tenant's key, not the feature
 * flags). The routes themselves still wait for the flags (spec §4). Called after the use cases
 * are made, so the session has the configuration before this asks for the list.
 */
export const preloadFirstScreen = (useCases: StorefrontUseCases, path: string) => {
  const route = screenRouteOf(path);
  if (route === undefined) return;
  route.screen.preload();
  if (!route.listsProducts) return;
  useCases.startup.state$
    .pipe(first((state) => state.status === "loading-flags" || state.status === "ready"))
    .subscribe(() => void useCases.catalog.ensureProductList());
};

// Late enough that a slow phone link has carried the screen's own requests first.
const NEXT_SCREENS_DELAY_MS = 1500;

/** Once a screen is open, fetches the code of the screens a guest goes to next from it. */
export const useNextScreensPrefetch = (path: string) => {
  useEffect(() => {
    const next = screenRouteOf(path)?.leadsTo ?? [];
    if (next.length === 0) return;
    const timer = setTimeout(() => {
      for (const screen of next) screen.preload();
    }, NEXT_SCREENS_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [path]);
};
