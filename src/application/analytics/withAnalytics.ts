import { distinctUntilChanged, filter, map, pairwise, startWith, type Subscription } from "rxjs";
import { cartProducts } from "../../domain/cart.js";
import { categoryByName } from "../../domain/category.js";
import type { ProductList } from "../../domain/product.js";
import type { Analytics } from "../../ports/analytics.js";
import type { Catalog } from "../catalog/catalog.js";
import type { Navigation } from "../navigation/navigation.js";
import type { PriceCart } from "../priceCart/priceCart.js";
import { cartChangeEvent, cartEvent, viewItemListEvent } from "./ecommerce.js";
import { pagePaths } from "../../domain/pagePaths.js";

/*
 * Analytics observes the use cases from outside (spec §7's eight events; view_item,
 * begin_checkout and the purchase's two are sent by withTicketingAnalytics,
 * withCheckoutAnalytics and withPurchaseAnalytics, as those use cases load later): streams are
 * watched and commands wrapped here, in the composition, so no use case knows analytics exists.
 * Every send is fire-and-forget; the adapter guarantees a failure never reaches the guest.
 */

export interface AnalyticsTargets {
  readonly catalog: Catalog;
  readonly priceCart: PriceCart;
  readonly navigation: Navigation;
}

/** Wraps the commands whose effect is an event; returns use cases with the same interface. */
export const withAnalytics = (targets: AnalyticsTargets, analytics: Analytics) => {
  const priceCart: PriceCart = {
    ...targets.priceCart,
    add: async (product) => {
      const kept = await targets.priceCart.add(product);
      if (kept)
        analytics.track(cartChangeEvent("add_to_cart", product, targets.priceCart.current()));
      return kept;
    },
    remove: async (key) => {
      const product = cartProducts(targets.priceCart.current()).find((p) => p.key === key);
      const kept = await targets.priceCart.remove(key);
      if (kept && product !== undefined) {
        analytics.track(cartChangeEvent("remove_from_cart", product, targets.priceCart.current()));
      }
      return kept;
    },
  };

  const subscriptions: Subscription[] = [
    targets.navigation.path$
      .pipe(
        distinctUntilChanged(),
        filter((path) => path === pagePaths.cart),
      )
      .subscribe(() => {
        analytics.track(cartEvent("view_cart", targets.priceCart.current()));
      }),
    targets.catalog.productList$
      .pipe(
        map((list) => (list.status === "ready" ? list.value : null)),
        startWith(null),
        pairwise(),
        filter((pair): pair is [null, ProductList] => pair[0] === null && pair[1] !== null),
      )
      .subscribe(([, list]) => {
        analytics.track(viewItemListEvent(categoryByName("products").tabLabel, list.products));
      }),
  ];

  return {
    priceCart,
    stop: () => {
      subscriptions.forEach((subscription) => {
        subscription.unsubscribe();
      });
    },
  };
};
