import type { Page } from "playwright-core";
import type { E2eServer } from "./server.js";

/*
 * What goes wrong around a guest. The network faults are played in their browser only, so the
 * server the other tests share keeps running; a product taken off sale is put back after.
 */

/**
 * "Place order" while the product is taken off sale (Code 21): the cart was priced and
 * reserved while it was on sale. Resolves once the guest is told.
 */
export const placeOrderWhileOffSale = async (page: Page, server: E2eServer, productId: number) => {
  await server.setProductAvailable(productId, false);
  try {
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByText("Some products are unavailable.").waitFor();
  } finally {
    await server.setProductAvailable(productId, true);
  }
};

const api = /\/api\//;

/** From now on the API refuses connections, as when it is down; returns the way back up. */
export const takeApiDown = async (page: Page): Promise<() => Promise<void>> => {
  await page.route(api, (route) => route.abort("connectionrefused"));
  return () => page.unroute(api);
};

/**
 * The connection drops while the API answers the calls matching `path`: each request reaches
 * the server, which acts on it, and its answer is lost on the way back, as when a phone loses
 * its signal mid-purchase. Returns the way back to a working connection.
 */
export const loseAnswers = async (page: Page, path: RegExp): Promise<() => Promise<void>> => {
  await page.route(path, async (route) => {
    // Sent from here, not from the browser: Chromium takes cgg.localhost for this machine, and
    // Node's resolver does not. The API knows the brand by the request's appKey.
    const url = new URL(route.request().url());
    url.hostname = "localhost";
    await route.fetch({ url: url.toString() });
    await route.abort("connectionreset");
  });
  return () => page.unroute(path);
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

/**
 * The API calls matching `path` answer `ms` late, as on a slow connection; returns the way
 * back to normal speed.
 */
export const slowDown = async (
  page: Page,
  path: RegExp,
  ms: number,
): Promise<() => Promise<void>> => {
  await page.route(path, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    // Put back to normal speed meanwhile, the request has gone on already.
    await route.continue().catch(() => undefined);
  });
  return () => page.unroute(path);
};
