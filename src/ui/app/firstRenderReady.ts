import { filter, firstValueFrom, type Observable } from "rxjs";
import type { UseCases } from "../../application/useCases.js";
import { screenRouteOf } from "./routes.js";

const settled = <S extends { readonly status: string }>(state$: Observable<S>): Promise<S> =>
  firstValueFrom(
    state$.pipe(filter((state) => state.status === "ready" || state.status === "failed")),
  );

/**
 * What a page's first render shows, settled: the configuration and flags (spec §4's order),
 * and the product list on a screen that lists products. The server renders a first screen
 * once these are there (src/ui/server/firstScreen.tsx) and the browser takes it over once they
 * are there too, so both draw the same tree; false when the startup failed.
 */
export const firstRenderReady = async (useCases: UseCases, path: string): Promise<boolean> => {
  if ((await settled(useCases.startup.state$)).status !== "ready") return false;
  if (screenRouteOf(path)?.listsProducts === true) {
    void useCases.catalog.ensureProductList();
    await settled(useCases.catalog.productList$);
  }
  return true;
};
