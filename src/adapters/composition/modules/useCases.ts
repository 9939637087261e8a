import { ContainerModule } from "inversify";
import { withAnalytics } from "../../../application/analytics/withAnalytics.js";
import { createCatalog } from "../../../application/catalog/catalog.js";
import { createPriceCart } from "../../../application/priceCart/priceCart.js";
import { loadOnce } from "../../../application/shared/loadOnce.js";
import { createResolveHyperlink } from "../../../application/resolveHyperlink/resolveHyperlink.js";
import { createDatesPrefetch } from "../../../application/datesPrefetch/datesPrefetch.js";
import type { UseCases } from "../../../application/useCases.js";
import { bindByName } from "../byName.js";
import { createLiveSettings } from "../liveSettings.js";
import { LATER, OBSERVED, SAVED_CART, TOKENS, UNOBSERVED, USE_CASES } from "../tokens.js";
import { navigationBeaconed, savedCart, startupConfiguring, tenantFrom } from "./wiring.js";

const useCaseKeys = Object.keys(USE_CASES) as (keyof typeof USE_CASES)[];

/**
 * The use cases the first screen needs, each under its own token, made by its factory from
 * the ports' tokens, so a test replaces one adapter or one use case by rebinding its token.
 */
export const useCasesModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.liveSettings).toResolvedValue(createLiveSettings);
  bind(TOKENS.storedCart).toResolvedValue((storage) => storage.load(), [TOKENS.cartStorage]);

  bindByName(
    bind(USE_CASES.startup),
    {
      configurationSource: TOKENS.configurationSource,
      featureFlags: TOKENS.featureFlags,
      webSales: TOKENS.webSalesApi,
      scriptLoader: TOKENS.scriptLoader,
      errorReporter: TOKENS.errorReporter,
      host: TOKENS.host,
      settings: TOKENS.liveSettings,
    },
    startupConfiguring,
  );
  bindByName(bind(USE_CASES.catalog), { webSales: TOKENS.webSalesApi }, createCatalog);
  bindByName(
    bind(USE_CASES.resolveHyperlink),
    { webSales: TOKENS.webSalesApi, catalog: USE_CASES.catalog },
    createResolveHyperlink,
  );
  bindByName(
    bind(USE_CASES.navigation),
    { startup: USE_CASES.startup, beacon: TOKENS.fraudBeacon },
    navigationBeaconed,
  );
  bindByName(
    bind(USE_CASES.datesPrefetch),
    { ticketingApi: TOKENS.ticketingApi },
    createDatesPrefetch,
  );
  bind(USE_CASES.groupSaleMode).toResolvedValue(
    (settings) => settings.groupSaleMode,
    [TOKENS.liveSettings],
  );

  bindByName(
    bind(UNOBSERVED.priceCart),
    { ticketingApi: TOKENS.ticketingApi, settings: TOKENS.liveSettings, stored: TOKENS.storedCart },
    ({ ticketingApi, settings, stored }) =>
      createPriceCart({
        ticketingApi,
        tenant: tenantFrom(settings),
        ...(stored === null ? {} : { initial: stored.cart }),
      }),
  );
  bindByName(
    bind(SAVED_CART),
    { priceCart: UNOBSERVED.priceCart, storage: TOKENS.cartStorage, stored: TOKENS.storedCart },
    savedCart,
  );

  bindByName(
    bind(OBSERVED),
    {
      catalog: USE_CASES.catalog,
      priceCart: UNOBSERVED.priceCart,
      navigation: USE_CASES.navigation,
      analytics: TOKENS.analytics,
    },
    ({ analytics, ...observed }) => withAnalytics(observed, analytics),
  );
  bind(USE_CASES.priceCart).toDynamicValue((context) => {
    // Saved from the start: a change made before the reservation's code is in drops the
    // pending order saved with the cart all the same.
    context.get(SAVED_CART);
    return context.get(OBSERVED).priceCart;
  });

  bind(TOKENS.useCases).toDynamicValue((context) => ({
    ...(Object.fromEntries(
      useCaseKeys.map((key) => [key, context.get<unknown>(USE_CASES[key])]),
    ) as Omit<UseCases, "later">),
    later: loadOnce(() => context.getAsync(LATER)),
  }));
});
