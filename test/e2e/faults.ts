import type { Page } from "playwright-core";

/*
 * What goes wrong around a guest, played in their browser only: the server the other tests
 * share keeps running.
 */

const api = /\/api\//;

/** From now on the API refuses connections, as when it is down; returns the way back up. */
export const takeApiDown = async (page: Page): Promise<() => Promise<void>> => {
  await page.route(api, (route) => route.abort("connectionrefused"));
  return () => page.unroute(api);
};

/** The lazily loaded screens, by the name Vite gives their chunk (src/ui/app/routes.tsx). */
export type LazyScreen = "CartScreen" | "CheckoutScreen" | "ProductScreen" | "SelfServiceScreen";

/**
 * The screen's script chunk cannot be fetched, as when the connection drops or a new deployment
 * has replaced it; returns the way to let it load again.
 */
export const failScreenChunk = async (
  page: Page,
  screen: LazyScreen,
): Promise<() => Promise<void>> => {
  const chunk = new RegExp(`/assets/${screen}-[^/]*\\.js$`);
  await page.route(chunk, (route) => route.abort("internetdisconnected"));
  return () => page.unroute(chunk);
};
