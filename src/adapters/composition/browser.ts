import { resolveBrand } from "../../domain/brand.js";
import { createDomScriptLoader } from "../browser/domScriptLoader.js";
import { createGa4Analytics } from "../browser/ga4Analytics.js";
import { createImageFraudBeacon } from "../browser/imageFraudBeacon.js";
import { createLocalCartStorage } from "../browser/localCartStorage.js";
import { createFetchTransport } from "../http/fetchTransport.js";
import { memoryCartStorage } from "../memory/local.js";
import { consoleErrorReporter } from "../shared/consoleErrorReporter.js";
import { randomIds } from "../shared/randomIds.js";
import { systemClock } from "../shared/systemClock.js";
import { createHttpPorts } from "./httpPorts.js";
import { createSession } from "./session.js";
import { createStorefront, type StorefrontUseCases } from "./storefront.js";

export interface BrowserStorefrontOptions {
  /**
   * Whether to load the analytics vendor's tag. Off by default: events still go to
   * `window.dataLayer`, but nothing is fetched from a third party unless a build asks for it.
   */
  readonly loadAnalyticsTag: boolean;
}

// Reading `localStorage` itself throws where storage is disabled; the cart then lives in memory.
const localStorageOf = (page: Window): Storage | null => {
  try {
    return page.localStorage;
  } catch {
    return null;
  }
};

/**
 * The storefront in the browser: fetch, GA4's data layer, an image beacon, localStorage.
 *
 * Wired by hand rather than through an inversify container like the Node and test runtimes:
 * the browser builds one fixed graph once, and inversify with its reflect-metadata polyfill
 * would be about 20 KB gzipped of the page's entry bundle (the 120 KB budget of
 * test/budget/bundleSize.test.ts). The shared factories are the same ones the containers bind.
 */
export const createBrowserStorefront = (
  page: Window,
  options: BrowserStorefrontOptions,
): StorefrontUseCases => {
  const brand = resolveBrand(page.location.host);
  const host = page.location.host;
  const session = createSession();
  const http = createHttpPorts({
    transport: createFetchTransport(),
    origin: page.location.origin,
    host,
    ids: randomIds,
    session,
  });
  const storage = localStorageOf(page);
  return createStorefront({
    session,
    host,
    ...http,
    clock: systemClock,
    ids: randomIds,
    analytics: createGa4Analytics(options.loadAnalyticsTag ? brand.gaMeasurementId : "", page),
    fraudBeacon: createImageFraudBeacon({
      url: () => session.configuration()?.fraudBeaconUrl ?? null,
      shopId: brand.fraudScoringShopId,
      sessionId: randomIds.next(),
    }),
    errorReporter: consoleErrorReporter,
    cartStorage:
      storage === null
        ? memoryCartStorage()
        : createLocalCartStorage(`storefront.cart.${brand.key}`, storage),
    scriptLoader: createDomScriptLoader(page.document),
  });
};
