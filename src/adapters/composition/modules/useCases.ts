import { ContainerModule } from "inversify";
import { withAnalytics } from "../../../application/analytics/withAnalytics.js";
import { createCatalog } from "../../../application/catalog/catalog.js";
import { createPriceCart } from "../../../application/priceCart/priceCart.js";
import { loadOnce } from "../../../application/shared/loadOnce.js";
import { createResolveHyperlink } from "../../../application/resolveHyperlink/resolveHyperlink.js";
import { createDatesPrefetch } from "../../../application/datesPrefetch/datesPrefetch.js";
import type { UseCases } from "../../../application/useCases.js";
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

  bind(USE_CASES.startup).toResolvedValue(startupConfiguring, [
    TOKENS.configurationSource,
    TOKENS.featureFlags,
    TOKENS.webSalesApi,
    TOKENS.scriptLoader,
    TOKENS.errorReporter,
    TOKENS.host,
    TOKENS.liveSettings,
  ]);
  bind(USE_CASES.catalog).toResolvedValue(
    (webSales) => createCatalog({ webSales }),
    [TOKENS.webSalesApi],
  );
  bind(USE_CASES.resolveHyperlink).toResolvedValue(
    (webSales, catalog) => createResolveHyperlink({ webSales, catalog }),
    [TOKENS.webSalesApi, USE_CASES.catalog],
  );
  bind(USE_CASES.navigation).toResolvedValue(navigationBeaconed, [
    USE_CASES.startup,
    TOKENS.fraudBeacon,
  ]);
  bind(USE_CASES.datesPrefetch).toResolvedValue(
    (ticketingApi) => createDatesPrefetch({ ticketingApi }),
    [TOKENS.ticketingApi],
  );
  bind(USE_CASES.groupSaleMode).toResolvedValue(
    (settings) => settings.groupSaleMode,
    [TOKENS.liveSettings],
  );

  bind(UNOBSERVED.priceCart).toResolvedValue(
    (ticketingApi, settings, stored) =>
      createPriceCart({
        ticketingApi,
        tenant: tenantFrom(settings),
        ...(stored === null ? {} : { initial: stored.cart }),
      }),
    [TOKENS.ticketingApi, TOKENS.liveSettings, TOKENS.storedCart],
  );
  bind(SAVED_CART).toResolvedValue(savedCart, [
    UNOBSERVED.priceCart,
    TOKENS.cartStorage,
    TOKENS.storedCart,
  ]);

  bind(OBSERVED).toResolvedValue(
    (catalog, priceCart, navigation, analytics) =>
      withAnalytics({ catalog, priceCart, navigation }, analytics),
    [USE_CASES.catalog, UNOBSERVED.priceCart, USE_CASES.navigation, TOKENS.analytics],
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
