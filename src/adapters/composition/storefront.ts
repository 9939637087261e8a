import { combineLatest, filter, skip, take } from "rxjs";
import { withAnalytics } from "../../application/analytics/withAnalytics.js";
import { withFraudBeacon } from "../../application/analytics/withFraudBeacon.js";
import { createCancellation } from "../../application/cancellation/cancellation.js";
import { createCatalog } from "../../application/catalog/catalog.js";
import { createConfirmPurchase } from "../../application/confirmPurchase/confirmPurchase.js";
import { createNavigation } from "../../application/navigation/navigation.js";
import { createPriceCart } from "../../application/priceCart/priceCart.js";
import { createReserveOrder } from "../../application/reserveOrder/reserveOrder.js";
import { createResolveHyperlink } from "../../application/resolveHyperlink/resolveHyperlink.js";
import { createStartup, type StartupState } from "../../application/startup/startup.js";
import { createTicketing } from "../../application/ticketing/ticketing.js";
import { createVerifyBarcode } from "../../application/verifyBarcode/verifyBarcode.js";
import { createViewTickets } from "../../application/viewTickets/viewTickets.js";
import { tenantOf, type Tenant } from "../../domain/tenant.js";
import { defaultBrand } from "../../domain/brand.js";
import type { Analytics } from "../../ports/analytics.js";
import type { CartStorage } from "../../ports/cartStorage.js";
import type { Clock } from "../../ports/clock.js";
import type { ConfigurationSource } from "../../ports/configurationSource.js";
import type { ErrorReporter } from "../../ports/errorReporter.js";
import type { FeatureFlagsSource } from "../../ports/featureFlagsSource.js";
import type { FraudBeacon } from "../../ports/fraudBeacon.js";
import type { IdGenerator } from "../../ports/idGenerator.js";
import type { ScriptLoader } from "../../ports/scriptLoader.js";
import type { TicketingApi } from "../../ports/ticketingApi.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import type { StorefrontUseCases } from "../../application/storefront.js";
import type { Session } from "./session.js";

export type { StorefrontUseCases };

export interface StorefrontDeps {
  readonly session: Session;
  readonly host: string;
  readonly configurationSource: ConfigurationSource;
  readonly featureFlags: FeatureFlagsSource;
  readonly webSales: WebSalesApi;
  readonly ticketing: TicketingApi;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly analytics: Analytics;
  readonly fraudBeacon: FraudBeacon;
  readonly errorReporter: ErrorReporter;
  readonly cartStorage: CartStorage;
  readonly scriptLoader: ScriptLoader;
}

export const createStorefront = (deps: StorefrontDeps): StorefrontUseCases => {
  const { session } = deps;
  const tenant = (): Tenant => tenantOf(session.configuration()?.client ?? defaultBrand.key);
  const stored = deps.cartStorage.load();

  const startup = createStartup({
    configurationSource: deps.configurationSource,
    featureFlags: deps.featureFlags,
    webSales: deps.webSales,
    scriptLoader: deps.scriptLoader,
    errorReporter: deps.errorReporter,
    host: deps.host,
  });
  // Once the configuration is in, every API call goes to its API with its tenant's key.
  startup.state$
    .pipe(
      filter(
        (state): state is Extract<StartupState, { configuration: unknown }> =>
          state.status === "loading-flags" || state.status === "ready",
      ),
    )
    .subscribe((state) => {
      session.setConfiguration(state.configuration);
    });

  const priceCart = createPriceCart({
    ticketingApi: deps.ticketing,
    tenant,
    ...(stored === null ? {} : { initial: stored.cart }),
  });
  const reserveOrder = createReserveOrder({
    ticketingApi: deps.ticketing,
    clock: deps.clock,
    tenant,
    cart: priceCart.current,
    initial: stored?.pendingOrder ?? null,
  });
  // A pending order holds what the cart held when it was made: any later change drops it.
  priceCart.cart$.pipe(skip(1)).subscribe(() => {
    reserveOrder.discard();
  });
  // A reload keeps the cart and its pending order.
  combineLatest([priceCart.cart$, reserveOrder.pendingOrder$]).subscribe(([cart, pendingOrder]) => {
    deps.cartStorage.save({ cart, pendingOrder });
  });

  const navigation = createNavigation();
  // The beacon's address comes with the configuration; paths are reported from then on, the
  // current one first (the navigation stream replays it).
  startup.state$
    .pipe(
      filter((state) => state.status === "ready"),
      take(1),
    )
    .subscribe(() => {
      withFraudBeacon(navigation, deps.fraudBeacon);
    });

  const catalog = createCatalog({ webSales: deps.webSales });
  const observed = withAnalytics(
    {
      catalog,
      ticketing: createTicketing({ ticketingApi: deps.ticketing, clock: deps.clock }),
      priceCart,
      reserveOrder,
      confirmPurchase: createConfirmPurchase({
        webSales: deps.webSales,
        reserveOrder,
        priceCart,
        cartToken: () => session.configuration()?.cartToken ?? "",
        clock: deps.clock,
      }),
      navigation,
    },
    deps.analytics,
  );

  return {
    startup,
    catalog,
    resolveHyperlink: createResolveHyperlink({ webSales: deps.webSales, catalog }),
    ticketing: observed.ticketing,
    priceCart: observed.priceCart,
    reserveOrder: observed.reserveOrder,
    confirmPurchase: observed.confirmPurchase,
    viewTickets: createViewTickets({ webSales: deps.webSales }),
    cancellation: createCancellation({ webSales: deps.webSales }),
    verifyBarcode: createVerifyBarcode({ webSales: deps.webSales, ids: deps.ids }),
    groupSaleMode: session.groupSaleMode,
    navigation,
  };
};
