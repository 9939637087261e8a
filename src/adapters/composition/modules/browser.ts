import { ContainerModule } from "inversify";
import { resolveBrand } from "../../../domain/brand.js";
import { createDomScriptLoader } from "../../browser/domScriptLoader.js";
import { createGa4Analytics } from "../../browser/ga4Analytics.js";
import { createImageFraudBeacon } from "../../browser/imageFraudBeacon.js";
import type { IdGenerator } from "../../../ports/idGenerator.js";
import { keptCartTokens } from "../../browser/keptCartTokens.js";
import { createLocalCartStorage } from "../../browser/localCartStorage.js";
import { memoryCartStorage } from "../../memory/local.js";
import { bindByName } from "../byName.js";
import { TOKENS } from "../tokens.js";

export interface BrowserModuleOptions {
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

/** The page's cart tokens: kept in localStorage beside the brand's cart, when there is one. */
export const pageCartTokens =
  (page: Window) =>
  (ids: IdGenerator): IdGenerator => {
    const storage = localStorageOf(page);
    const brand = resolveBrand(page.location.host);
    return storage === null
      ? ids
      : keptCartTokens(`storefront.cartToken.${brand.key}`, storage, ids);
  };

/**
 * The page's own adapters: GA4's data layer, an image beacon, localStorage, script tags, the
 * offline worker's copies of tickets.
 */
export const browserModule = (page: Window, options: BrowserModuleOptions) =>
  new ContainerModule(({ bind }) => {
    const brand = resolveBrand(page.location.host);
    bind(TOKENS.host).toConstantValue(page.location.host);
    bind(TOKENS.analytics).toConstantValue(
      createGa4Analytics(options.loadAnalyticsTag ? brand.gaMeasurementId : "", page),
    );
    bindByName(
      bind(TOKENS.fraudBeacon),
      { settings: TOKENS.liveSettings, ids: TOKENS.ids },
      ({ settings, ids }) =>
        createImageFraudBeacon({
          url: () => settings.configuration()?.fraudBeaconUrl ?? null,
          shopId: brand.fraudScoringShopId,
          sessionId: ids.next(),
        }),
    );
    bind(TOKENS.cartStorage).toResolvedValue(() => {
      const storage = localStorageOf(page);
      return storage === null
        ? memoryCartStorage()
        : createLocalCartStorage(`storefront.cart.${brand.key}`, storage);
    });
    const keptOrders = () => import("../../browser/keptOrders.js");
    bind(TOKENS.receiptStorage).toDynamicValue(async () =>
      (await keptOrders()).sessionReceiptStorageOf(page, `storefront.receipt.${brand.key}`),
    );
    bind(TOKENS.offlineTickets).toDynamicValue(async () =>
      (await keptOrders()).offlineTicketsOf(page),
    );
    bind(TOKENS.scriptLoader).toConstantValue(createDomScriptLoader(page.document));
  });
