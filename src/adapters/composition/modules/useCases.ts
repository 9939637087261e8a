import { ContainerModule } from "inversify";
import { withAnalytics } from "../../../application/analytics/withAnalytics.js";
import { createCancellation } from "../../../application/cancellation/cancellation.js";
import { createCatalog } from "../../../application/catalog/catalog.js";
import { createConfirmPurchase } from "../../../application/confirmPurchase/confirmPurchase.js";
import { createPriceCart } from "../../../application/priceCart/priceCart.js";
import { createReserveOrder } from "../../../application/reserveOrder/reserveOrder.js";
import type { StorefrontUseCases } from "../../../application/storefront.js";
import { createTicketing } from "../../../application/ticketing/ticketing.js";
import { createVerifyBarcode } from "../../../application/verifyBarcode/verifyBarcode.js";
import { createViewTickets } from "../../../application/viewTickets/viewTickets.js";
import { defaultBrand } from "../../../domain/brand.js";
import { tenantOf } from "../../../domain/tenant.js";
import { createLiveSettings, type LiveSettings } from "../liveSettings.js";
import { OBSERVED, TOKENS, UNOBSERVED, USE_CASES } from "../tokens.js";
import { navigationBeaconed, persistedReservation, startupConfiguring } from "./wiring.js";

const tenantFrom = (settings: LiveSettings) => () =>
  tenantOf(settings.configuration()?.client ?? defaultBrand.key);

const useCaseKeys = Object.keys(USE_CASES) as (keyof StorefrontUseCases)[];

/**
 * Every use case under its own token, made by its factory from the ports' tokens, so a test
 * replaces one adapter or one use case by rebinding its token. All are singletons: the UI's
 * screens and analytics must see the same cart.
 */
export const useCasesModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.liveSettings).toResolvedValue(createLiveSettings).inSingletonScope();
  bind(TOKENS.storedCart)
    .toResolvedValue((storage) => storage.load(), [TOKENS.cartStorage])
    .inSingletonScope();

  bind(USE_CASES.startup)
    .toResolvedValue(startupConfiguring, [
      TOKENS.configurationSource,
      TOKENS.featureFlags,
      TOKENS.webSalesApi,
      TOKENS.scriptLoader,
      TOKENS.errorReporter,
      TOKENS.host,
      TOKENS.liveSettings,
    ])
    .inSingletonScope();
  bind(USE_CASES.catalog)
    .toResolvedValue((webSales) => createCatalog({ webSales }), [TOKENS.webSalesApi])
    .inSingletonScope();
  bind(USE_CASES.navigation)
    .toResolvedValue(navigationBeaconed, [USE_CASES.startup, TOKENS.fraudBeacon])
    .inSingletonScope();
  bind(USE_CASES.groupSaleMode)
    .toResolvedValue((settings) => settings.groupSaleMode, [TOKENS.liveSettings])
    .inSingletonScope();

  bind(UNOBSERVED.ticketing)
    .toResolvedValue(
      (ticketingApi, clock) => createTicketing({ ticketingApi, clock }),
      [TOKENS.ticketingApi, TOKENS.clock],
    )
    .inSingletonScope();
  bind(UNOBSERVED.priceCart)
    .toResolvedValue(
      (ticketingApi, settings, stored) =>
        createPriceCart({
          ticketingApi,
          tenant: tenantFrom(settings),
          ...(stored === null ? {} : { initial: stored.cart }),
        }),
      [TOKENS.ticketingApi, TOKENS.liveSettings, TOKENS.storedCart],
    )
    .inSingletonScope();
  bind(UNOBSERVED.reserveOrder)
    .toResolvedValue(
      (ticketingApi, clock, settings, stored, priceCart, storage) =>
        persistedReservation(
          createReserveOrder({
            ticketingApi,
            clock,
            tenant: tenantFrom(settings),
            cart: priceCart.current,
            initial: stored?.pendingOrder ?? null,
          }),
          priceCart,
          storage,
        ),
      [
        TOKENS.ticketingApi,
        TOKENS.clock,
        TOKENS.liveSettings,
        TOKENS.storedCart,
        UNOBSERVED.priceCart,
        TOKENS.cartStorage,
      ],
    )
    .inSingletonScope();
  bind(UNOBSERVED.confirmPurchase)
    .toResolvedValue(
      (webSales, reserveOrder, priceCart, settings, clock) =>
        createConfirmPurchase({
          webSales,
          reserveOrder,
          priceCart,
          cartToken: () => settings.configuration()?.cartToken ?? "",
          clock,
        }),
      [
        TOKENS.webSalesApi,
        UNOBSERVED.reserveOrder,
        UNOBSERVED.priceCart,
        TOKENS.liveSettings,
        TOKENS.clock,
      ],
    )
    .inSingletonScope();

  bind(OBSERVED)
    .toResolvedValue(
      (catalog, ticketing, priceCart, reserveOrder, confirmPurchase, navigation, analytics) =>
        withAnalytics(
          { catalog, ticketing, priceCart, reserveOrder, confirmPurchase, navigation },
          analytics,
        ),
      [
        USE_CASES.catalog,
        UNOBSERVED.ticketing,
        UNOBSERVED.priceCart,
        UNOBSERVED.reserveOrder,
        UNOBSERVED.confirmPurchase,
        USE_CASES.navigation,
        TOKENS.analytics,
      ],
    )
    .inSingletonScope();
  bind(USE_CASES.ticketing).toResolvedValue((observed) => observed.ticketing, [OBSERVED]);
  bind(USE_CASES.priceCart).toResolvedValue((observed) => observed.priceCart, [OBSERVED]);
  bind(USE_CASES.reserveOrder).toResolvedValue((observed) => observed.reserveOrder, [OBSERVED]);
  bind(USE_CASES.confirmPurchase).toResolvedValue(
    (observed) => observed.confirmPurchase,
    [OBSERVED],
  );

  bind(USE_CASES.viewTickets)
    .toResolvedValue((webSales) => createViewTickets({ webSales }), [TOKENS.webSalesApi])
    .inSingletonScope();
  bind(USE_CASES.cancellation)
    .toResolvedValue((webSales) => createCancellation({ webSales }), [TOKENS.webSalesApi])
    .inSingletonScope();
  bind(USE_CASES.verifyBarcode)
    .toResolvedValue(
      (webSales, ids) => createVerifyBarcode({ webSales, ids }),
      [TOKENS.webSalesApi, TOKENS.ids],
    )
    .inSingletonScope();

  bind(TOKENS.storefront)
    .toDynamicValue(
      (context) =>
        Object.fromEntries(
          useCaseKeys.map((key) => [key, context.get<unknown>(USE_CASES[key])]),
        ) as unknown as StorefrontUseCases,
    )
    .inSingletonScope();
});
