import { filter, firstValueFrom, type Observable } from "rxjs";
import type { UseCases } from "../../application/useCases.js";
import { firstScreenOf, listsProducts } from "../../domain/pageScreens.js";

const settled = <S extends { readonly status: string }>(state$: Observable<S>): Promise<S> =>
  firstValueFrom(
    state$.pipe(filter((state) => state.status === "ready" || state.status === "failed")),
  );

/** The tickets a view-tickets page opens on, loaded: false when they cannot be shown. */
const ticketsShown = async (useCases: UseCases, search: string): Promise<boolean> => {
  const { viewTickets } = await useCases.later();
  void viewTickets.load(new URLSearchParams(search).get("orderConfirmation"));
  return (await settled(viewTickets.state$)).status === "ready";
};

/**
 * What a page's first render shows, settled: the configuration and flags (spec §4's order),
 * the product list on a screen that lists products, and the tickets on a view-tickets page.
 * The server renders a first screen once these are there (src/ui/server/firstScreen.tsx) and
 * the browser takes it over once they are there too, so both draw the same tree; false when
 * the startup failed or the tickets cannot be shown (that page is then the browser's to draw).
 */
export const firstRenderReady = async (
  useCases: UseCases,
  page: Pick<URL, "pathname" | "search">,
): Promise<boolean> => {
  if ((await settled(useCases.startup.state$)).status !== "ready") return false;
  if (listsProducts(page.pathname)) {
    void useCases.catalog.ensureProductList();
    await settled(useCases.catalog.productList$);
  }
  if (firstScreenOf(page.pathname) === "viewTickets") return ticketsShown(useCases, page.search);
  return true;
};
