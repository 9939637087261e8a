import { combineLatest, filter, skip, take } from "rxjs";
import { withFraudBeacon } from "../../../application/analytics/withFraudBeacon.js";
import { createNavigation } from "../../../application/navigation/navigation.js";
import type { PriceCart } from "../../../application/priceCart/priceCart.js";
import type { ReserveOrder } from "../../../application/reserveOrder/reserveOrder.js";
import {
  createStartup,
  type Startup,
  type StartupDeps,
  type StartupState,
} from "../../../application/startup/startup.js";
import { createState } from "../../../application/shared/state.js";
import type { PendingOrder } from "../../../domain/pendingOrder.js";
import type { CartStorage, StoredCart } from "../../../ports/cartStorage.js";
import type { FraudBeacon } from "../../../ports/fraudBeacon.js";
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
export const startupConfiguring = ({
  settings,
  ...deps
}: StartupDeps & { readonly settings: LiveSettings }): Startup => {
  const startup = createStartup(deps);
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
export const navigationBeaconed = ({
  startup,
  beacon,
}: {
  readonly startup: Startup;
  readonly beacon: FraudBeacon;
}) => {
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

/** The cart as it is saved for a reload, with the one reservation that holds it. */
export interface SavedCart {
  /**
   * The cart's reservation, made by `make` from the pending order the cart holds then; made
   * once, so every later call answers the same one.
   */
  readonly reservation: (make: (initial: PendingOrder | null) => ReserveOrder) => ReserveOrder;
}

/**
 * The pending order held with the cart it was made from: any later cart change drops it, and
 * the cart with its pending order is saved so that a reload keeps both. The reservation's code
 * loads with the cart's screens; until it is in, the pending order kept here is the stored one,
 * which a cart change drops all the same, and the reservation starts from what is left.
 */
export const savedCart = ({
  priceCart,
  storage,
  stored,
}: {
  readonly priceCart: PriceCart;
  readonly storage: CartStorage;
  readonly stored: StoredCart | null;
}): SavedCart => {
  const held = createState<PendingOrder | null>(stored?.pendingOrder ?? null);
  // Each subscription skips the cart as it is when it subscribes: only changes after it count.
  const cartChanges = priceCart.cart$.pipe(skip(1));
  cartChanges.subscribe(() => {
    held.set(null);
  });
  combineLatest([priceCart.cart$, held.state$]).subscribe(([cart, pendingOrder]) => {
    storage.save({ cart, pendingOrder });
  });
  let made: ReserveOrder | undefined;
  return {
    reservation: (make) => {
      if (made !== undefined) return made;
      const reserveOrder = make(held.get());
      // A request on its way for the cart that changed is dropped too, not only its order.
      cartChanges.subscribe(() => {
        reserveOrder.discard();
      });
      reserveOrder.pendingOrder$.subscribe(held.set);
      made = reserveOrder;
      return reserveOrder;
    },
  };
};
