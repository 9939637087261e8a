import { Container } from "inversify";
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
import { bindHttpPorts, bindStorefront } from "./bindings.js";
import { TOKENS } from "./tokens.js";

export interface BrowserContainerOptions {
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

/** The storefront in the browser: fetch, GA4's data layer, an image beacon, localStorage. */
export const createBrowserContainer = (page: Window, options: BrowserContainerOptions) => {
  const brand = resolveBrand(page.location.host);
  const container = new Container();
  container.bind(TOKENS.transport).toConstantValue(createFetchTransport());
  container.bind(TOKENS.origin).toConstantValue(page.location.origin);
  container.bind(TOKENS.host).toConstantValue(page.location.host);
  container.bind(TOKENS.clock).toConstantValue(systemClock);
  container.bind(TOKENS.ids).toConstantValue(randomIds);
  container
    .bind(TOKENS.analytics)
    .toConstantValue(
      createGa4Analytics(options.loadAnalyticsTag ? brand.gaMeasurementId : "", page),
    );
  container
    .bind(TOKENS.fraudBeacon)
    .toResolvedValue(
      (session) =>
        createImageFraudBeacon({
          url: () => session.configuration()?.fraudBeaconUrl ?? null,
          shopId: brand.fraudScoringShopId,
          sessionId: randomIds.next(),
        }),
      [TOKENS.session],
    )
    .inSingletonScope();
  container.bind(TOKENS.errorReporter).toConstantValue(consoleErrorReporter);
  const storage = localStorageOf(page);
  container
    .bind(TOKENS.cartStorage)
    .toConstantValue(
      storage === null
        ? memoryCartStorage()
        : createLocalCartStorage(`storefront.cart.${brand.key}`, storage),
    );
  container.bind(TOKENS.scriptLoader).toConstantValue(createDomScriptLoader(page.document));
  bindHttpPorts(container);
  bindStorefront(container);
  return { container, storefront: () => container.get(TOKENS.storefront) };
};
