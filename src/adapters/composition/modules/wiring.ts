import { combineLatest, filter, skip, take } from "rxjs";
import { withFraudBeacon } from "../../../application/analytics/withFraudBeacon.js";
import { createNavigation } from "../../../application/navigation/navigation.js";
import type { PriceCart } from "../../../application/priceCart/priceCart.js";
import type { ReserveOrder } from "../../../application/reserveOrder/reserveOrder.js";
import {
  createStartup,
  type Startup,
  type StartupState,
} from "../../../application/startup/startup.js";
import type { CartStorage } from "../../../ports/cartStorage.js";
import type { ConfigurationSource } from "../../../ports/configurationSource.js";
import type { ErrorReporter } from "../../../ports/errorReporter.js";
import type { FeatureFlagsSource } from "../../../ports/featureFlagsSource.js";
import type { FraudBeacon } from "../../../ports/fraudBeacon.js";
import type { ScriptLoader } from "../../../ports/scriptLoader.js";
import type { WebSalesApi } from "../../../ports/webSalesApi.js";
import { defaultBrand } from "../../../domain/brand.js";
import { tenantOf, type Tenant } from "../../../domain/tenant.js";
import type { LiveSettings } from "../liveSettings.js";

/*
 * How use cases are tied to each other and to the outside after they are made: what the
 * composition adds around the factories, so that no use case knows another's lifecycle.
 */

/** The tenant the API calls are for: the configured one, the default brand's before that. */
export const tenantFrom = (settings: LiveSettings) => (): Tenant =>
  tenantOf(settings.configuration()?.client ?? defaultBrand.key);

/** Startup that, once the configuration is in, sends every API call to its API with its key. */
export const startupConfiguring = (
  configurationSource: ConfigurationSource,
  featureFlags: FeatureFlagsSource,
  webSales: WebSalesApi,
  scriptLoader: ScriptLoader,
  errorReporter: ErrorReporter,
  host: string,
  settings: LiveSettings,
): Startup => {
  const startup = createStartup({
    configurationSource,
    featureFlags,
    webSales,
    scriptLoader,
    errorReporter,
    host,
  });
  startup.state$
    .pipe(
      filter(
        (state): state is Extract<StartupState, { configuration: unknown }> =>
          state.status === "loading-flags" || state.status === "ready",
      ),
    )
    .subscribe((state) => {
      settings.setConfiguration(state.configuration);
    });
  return startup;
};

/**
 * Navigation whose paths go to the fraud beacon once configured (the beacon's address comes
 * with the configuration), the current one first: the navigation stream replays it.
 */
export const navigationBeaconed = (startup: Startup, beacon: FraudBeacon) => {
  const navigation = createNavigation();
  startup.state$
    .pipe(
      filter((state) => state.status === "ready"),
      take(1),
    )
    .subscribe(() => {
      withFraudBeacon(navigation, beacon);
    });
  return navigation;
};

/**
 * The pending order held with the cart it was made from: any later cart change drops it, and
 * the cart with its pending order is saved so that a reload keeps both.
 */
export const persistedReservation = (
  reserveOrder: ReserveOrder,
  priceCart: PriceCart,
  storage: CartStorage,
): ReserveOrder => {
  priceCart.cart$.pipe(skip(1)).subscribe(() => {
    reserveOrder.discard();
  });
  combineLatest([priceCart.cart$, reserveOrder.pendingOrder$]).subscribe(([cart, pendingOrder]) => {
    storage.save({ cart, pendingOrder });
  });
  return reserveOrder;
};
