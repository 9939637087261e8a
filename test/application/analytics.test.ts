import { BehaviorSubject, config, Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { recordingAnalytics } from "../../src/adapters/memory/local.js";
import {
  cartChangeEvent,
  cartEvent,
  purchaseEvent,
  viewItemEvent,
  viewItemListEvent,
} from "../../src/application/analytics/ecommerce.js";
import {
  withAnalytics,
  type AnalyticsTargets,
} from "../../src/application/analytics/withAnalytics.js";
import { withCheckoutAnalytics } from "../../src/application/analytics/withCheckoutAnalytics.js";
import { withFraudBeacon } from "../../src/application/analytics/withFraudBeacon.js";
import { withPurchaseAnalytics } from "../../src/application/analytics/withPurchaseAnalytics.js";
import { withTicketingAnalytics } from "../../src/application/analytics/withTicketingAnalytics.js";
import type { ConfirmPurchase } from "../../src/application/confirmPurchase/confirmPurchase.js";
import { createNavigation } from "../../src/application/navigation/navigation.js";
import type { ReserveOrder } from "../../src/application/reserveOrder/index.js";
import type { Ticketing } from "../../src/application/ticketing/ticketing.js";
import type { Cart, CartProduct, PricedCart } from "../../src/domain/cart.js";
import type { ProductList } from "../../src/domain/product.js";
import {
  aCartProduct,
  aProduct,
  aProductList,
  aPurchaseConfirmation,
  aPurchaseForm,
} from "../builders.js";

const adultAndChild: CartProduct = aCartProduct({
  productId: 101,
  name: "General Admission",
  categoryName: "productsEvents",
  selectedDiscounts: [
    { id: 10, promotionType: 0, ticketsCount: 2 },
    { id: 11, promotionType: 0, ticketsCount: 1 },
  ],
});

const priced: PricedCart = {
  lines: [
    { entityId: 101, discountId: 10, discountName: "Adult", priceBeforeTaxes: 5000 },
    { entityId: 101, discountId: 11, discountName: "Child", priceBeforeTaxes: 1250 },
  ],
  subtotal: 6250,
  tax: 500,
  total: 6750,
};

const cartOf = (products: readonly CartProduct[]): Cart => ({ kind: "priced", products, priced });

describe("the e-commerce events of spec §7", () => {
  it("a cart event is the cart's total in dollars, one item per discount, named by its priced line, at price 0", () => {
    expect(cartEvent("view_cart", cartOf([adultAndChild]))).toEqual({
      name: "view_cart",
      currency: "USD",
      value: 67.5,
      items: [
        {
          item_id: "101-10",
          item_name: "General Admission",
          item_category: "EVENTS",
          item_variant: "Adult",
          price: 0,
          quantity: 2,
        },
        {
          item_id: "101-11",
          item_name: "General Admission",
          item_category: "EVENTS",
          item_variant: "Child",
          price: 0,
          quantity: 1,
        },
      ],
    });
  });

  it("an empty cart is worth 0 and has no items; only add_payment_info says how the guest pays", () => {
    expect(cartEvent("begin_checkout", { kind: "empty" })).toEqual({
      name: "begin_checkout",
      currency: "USD",
      value: 0,
      items: [],
    });
    expect(cartEvent("add_payment_info", { kind: "empty" }).payment_type).toBe("Credit Card");
  });

  it("a discount no priced line names is named by its id", () => {
    const event = cartChangeEvent("add_to_cart", adultAndChild, { kind: "empty" });
    expect(event.items.map((item) => item.item_variant)).toEqual(["10", "11"]);
    expect(event.value).toBe(0);
  });

  it("in a priced cart, a discount that has no line of its own is named by its id", () => {
    const adultOnly = { ...priced, lines: priced.lines.slice(0, 1) };
    const cart: Cart = { kind: "priced", products: [adultAndChild], priced: adultOnly };
    const event = cartChangeEvent("add_to_cart", adultAndChild, cart);
    expect(event.items.map((item) => item.item_variant)).toEqual(["Adult", "11"]);
  });

  it("viewing a product or a list sends each product once, at price 0 and quantity 1, the list by its name", () => {
    const product = aProduct({ productId: 7, name: "Sunset", categoryName: "productsGroups" });
    const item = {
      item_id: "7",
      item_name: "Sunset",
      item_category: "GROUPS",
      item_variant: "",
      price: 0,
      quantity: 1,
    };
    expect(viewItemEvent(product)).toEqual({
      name: "view_item",
      currency: "USD",
      value: 0,
      items: [item],
    });
    expect(viewItemListEvent("TICKETS", [product])).toEqual({
      name: "view_item_list",
      currency: "USD",
      value: 0,
      items: [item],
      item_list_name: "TICKETS",
    });
  });

  it("a purchase is the confirmation's total and tax in dollars, its order id as the transaction", () => {
    const confirmation = aPurchaseConfirmation({ orderId: 42, totalPrice: 6750, totalTax: 500 });
    expect(purchaseEvent(confirmation, cartOf([adultAndChild]))).toMatchObject({
      name: "purchase",
      value: 67.5,
      tax: 5,
      transaction_id: "42",
      payment_type: "Credit Card",
    });
  });
});

/** The use cases analytics wraps, reduced to what it watches and calls. */
const targets = (options: { kept: boolean }) => {
  const navigation = createNavigation();
  const productList$ = new Subject<{ status: string; value?: ProductList }>();
  let cart: Cart = cartOf([adultAndChild]);
  const calls: string[] = [];
  const wrapped = {
    catalog: { productList$ },
    navigation,
    priceCart: {
      current: () => cart,
      add: () => {
        calls.push("add");
        return Promise.resolve(options.kept);
      },
      remove: () => {
        calls.push("remove");
        cart = { kind: "empty" };
        return Promise.resolve(options.kept);
      },
    },
  } as unknown as AnalyticsTargets;
  return { wrapped, navigation, productList$, calls };
};

describe("withAnalytics", () => {
  it("a cart change the cart keeps is sent after it, with the cart as it is then", async () => {
    const { wrapped, calls } = targets({ kept: true });
    const analytics = recordingAnalytics();
    const { priceCart, stop } = withAnalytics(wrapped, analytics);
    await priceCart.add(adultAndChild);
    await priceCart.remove(adultAndChild.key);
    expect(calls).toEqual(["add", "remove"]);
    expect(analytics.events.map((event) => [event.name, event.items[0]?.item_variant])).toEqual([
      ["add_to_cart", "Adult"],
      ["remove_from_cart", "10"],
    ]);
    stop();
  });

  it("a cart change the cart refuses, or the removal of a product not in it, sends nothing", async () => {
    const refused = targets({ kept: false });
    const analytics = recordingAnalytics();
    const refusing = withAnalytics(refused.wrapped, analytics);
    await refusing.priceCart.add(adultAndChild);
    await refusing.priceCart.remove(adultAndChild.key);
    const kept = targets({ kept: true });
    const keeping = withAnalytics(kept.wrapped, analytics);
    await keeping.priceCart.remove("not-in-the-cart");
    expect(analytics.events).toEqual([]);
    refusing.stop();
    keeping.stop();
  });

  it("the cart is viewed each time the guest arrives at /cart, not again while there", () => {
    const { wrapped, navigation } = targets({ kept: true });
    const analytics = recordingAnalytics();
    const { stop } = withAnalytics(wrapped, analytics);
    for (const path of ["/", "/cart", "/cart", "/checkout", "/cart"]) navigation.pathChanged(path);
    expect(analytics.events.map((event) => event.name)).toEqual(["view_cart", "view_cart"]);
    stop();
    navigation.pathChanged("/");
    navigation.pathChanged("/cart");
    expect(analytics.events).toHaveLength(2);
  });

  it("the product list is viewed each time it becomes ready, with its products", () => {
    const { wrapped, productList$ } = targets({ kept: true });
    const analytics = recordingAnalytics();
    const { stop } = withAnalytics(wrapped, analytics);
    const list = aProductList({ products: [aProduct({ productId: 7 })] });
    productList$.next({ status: "loading" });
    productList$.next({ status: "ready", value: list });
    productList$.next({ status: "ready", value: list });
    productList$.next({ status: "loading" });
    productList$.next({ status: "ready", value: aProductList() });
    expect(
      analytics.events.map((event) => [event.name, event.item_list_name, event.items.length]),
    ).toEqual([
      ["view_item_list", "TICKETS", 1],
      ["view_item_list", "TICKETS", 0],
    ]);
    stop();
  });
});

describe("withAnalytics: a product list not ready", () => {
  it("a product list that loads and fails is no list viewed, and reports no error", async () => {
    const errors: unknown[] = [];
    config.onUnhandledError = (error) => errors.push(error);
    try {
      const { wrapped, productList$ } = targets({ kept: true });
      const analytics = recordingAnalytics();
      const { stop } = withAnalytics(wrapped, analytics);
      productList$.next({ status: "loading" });
      productList$.next({ status: "failed" });
      stop();
      // rxjs reports an error thrown by a subscriber on a later task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(errors).toEqual([]);
      expect(analytics.events).toEqual([]);
    } finally {
      config.onUnhandledError = null;
    }
  });
});

describe("withCheckoutAnalytics", () => {
  it("checkout begins, with the cart as it is, before the reservation is asked for", async () => {
    const analytics = recordingAnalytics();
    const sentBeforeReserving: number[] = [];
    const reserveOrder = withCheckoutAnalytics(
      {
        reserve: () => {
          sentBeforeReserving.push(analytics.events.length);
          return Promise.resolve();
        },
      } as unknown as ReserveOrder,
      { current: () => cartOf([adultAndChild]) },
      analytics,
    );
    await reserveOrder.reserve();
    expect(sentBeforeReserving).toEqual([1]);
    expect(analytics.events.map((event) => [event.name, event.value])).toEqual([
      ["begin_checkout", 67.5],
    ]);
  });
});

describe("withTicketingAnalytics", () => {
  it("a product is viewed before its page opens", async () => {
    const analytics = recordingAnalytics();
    const sentBeforeOpening: number[] = [];
    const ticketing = withTicketingAnalytics(
      {
        open: () => {
          sentBeforeOpening.push(analytics.events.length);
          return Promise.resolve();
        },
      } as unknown as Ticketing,
      analytics,
    );
    await ticketing.open(aProduct({ productId: 7 }), "general");
    expect(sentBeforeOpening).toEqual([1]);
    expect(analytics.events.map((event) => [event.name, event.items[0]?.item_id])).toEqual([
      ["view_item", "7"],
    ]);
  });
});

describe("withPurchaseAnalytics", () => {
  const purchase = (state: Awaited<ReturnType<ConfirmPurchase["submit"]>>) => {
    const cart = new BehaviorSubject<Cart>(cartOf([adultAndChild]));
    const analytics = recordingAnalytics();
    const confirmPurchase = {
      submit: () => {
        cart.next({ kind: "empty" });
        return Promise.resolve(state);
      },
    } as unknown as ConfirmPurchase;
    const wrapped = withPurchaseAnalytics(
      confirmPurchase,
      { current: () => cart.getValue() },
      analytics,
    );
    return { wrapped, analytics };
  };

  it("a confirmed purchase sends add_payment_info then purchase, both of the cart submitted", async () => {
    const confirmation = aPurchaseConfirmation({ totalPrice: 6750 });
    const { wrapped, analytics } = purchase({
      status: "confirmed",
      receipt: { confirmation },
    } as never);
    await wrapped.submit(aPurchaseForm());
    expect(analytics.events.map((event) => [event.name, event.items.length])).toEqual([
      ["add_payment_info", 2],
      ["purchase", 2],
    ]);
  });

  it("a purchase not confirmed sends add_payment_info only", async () => {
    const { wrapped, analytics } = purchase({ status: "failed" } as never);
    await wrapped.submit(aPurchaseForm());
    expect(analytics.events.map((event) => event.name)).toEqual(["add_payment_info"]);
  });
});

describe("navigation and the fraud beacon", () => {
  it("no path is known until the router reports one; then the beacon hears each change once", () => {
    const navigation = createNavigation();
    const paths: string[] = [];
    const beacon = withFraudBeacon(navigation, {
      pathChanged: (path) => {
        paths.push(path);
      },
    });
    expect(paths).toEqual([]);
    for (const path of ["/", "/", "/cart", "/"]) navigation.pathChanged(path);
    expect(paths).toEqual(["/", "/cart", "/"]);
    beacon.unsubscribe();
    navigation.pathChanged("/checkout");
    expect(paths).toEqual(["/", "/cart", "/"]);
  });

  it("a late watcher of the path gets the current one", () => {
    const navigation = createNavigation();
    navigation.pathChanged("/cart");
    const seen: string[] = [];
    navigation.path$.subscribe((path) => seen.push(path)).unsubscribe();
    expect(seen).toEqual(["/cart"]);
  });
});
