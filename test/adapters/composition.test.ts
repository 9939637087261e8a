import { createTicketDocumentsHttp } from "../../src/adapters/http/ticketDocumentsHttp.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { EMPTY, firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import type { Container } from "inversify";
import { LATER_USE_CASES, TOKENS, USE_CASES } from "../../src/adapters/composition/tokens.js";
import { memoryCartStorage, recordingAnalytics } from "../../src/adapters/memory/local.js";
import type { ViewTickets } from "../../src/application/viewTickets/viewTickets.js";
import type { UseCases } from "../../src/application/useCases.js";
import type { Cart } from "../../src/domain/cart.js";
import { createTestContainer } from "../support/testContainer.js";
import {
  saleDatesOf,
  aDiscount,
  aPendingOrder,
  aCartProduct,
  aPricedCart,
  aProduct,
  aProductList,
  aPurchaseConfirmation,
  aPurchaseForm,
  anInventory,
} from "../builders.js";

const product = aProduct({ productId: 101, name: "General Admission", isTimed: true });
const adult = aDiscount({ id: 10, name: "Adult" });
const slot = anInventory({
  inventoryId: 7,
  startTime: "2030-01-08T10:00:00",
  endTime: "2030-01-08T10:30:00",
});

/** A storefront whose APIs answer one happy purchase of General Admission. */
const purchaseReady = () =>
  createTestContainer({
    webSales: {
      productList: () => TE.right(aProductList({ products: [product] })),
      trackingScript: () => TE.right("window.tracked = true;"),
      confirmPurchase: () =>
        TE.right(aPurchaseConfirmation({ orderId: 900, totalPrice: 7000, totalTax: 700 })),
    },
    ticketing: {
      dates: () => TE.right(saleDatesOf(["2030-01-08"])),
      discounts: () => TE.right([adult]),
      inventory: () => TE.right([slot]),
      price: () => TE.right(aPricedCart(7000)),
      createPendingOrder: () =>
        TE.right(
          aPendingOrder({
            orderId: 900,
            reservationExpirationDateTime: "2030-01-07T18:10:00Z",
            priced: aPricedCart(7000),
          }),
        ),
    },
  });

const savedCart: Cart = {
  kind: "priced",
  products: [aCartProduct({ key: "saved", visitDate: "2030-01-08", inventory: slot })],
  priced: aPricedCart(7000),
};

const buyTwoAdults = async (useCases: UseCases) => {
  await useCases.startup.start();
  useCases.navigation.pathChanged("/");
  await useCases.catalog.loadProductList();
  const { ticketing, reserveOrder, confirmPurchase } = await useCases.later();
  await ticketing.open(product, "general");
  await ticketing.chooseDate("2030-01-08");
  await ticketing.addTicket(adult);
  await ticketing.addTicket(adult);
  ticketing.chooseInventory(slot);
  const chosen = ticketing.cartProduct("line-1");
  if (chosen === null) throw new Error("the product page is not complete");
  await useCases.priceCart.add(chosen);
  useCases.navigation.pathChanged("/cart");
  await reserveOrder.reserve();
  useCases.navigation.pathChanged("/checkout");
  return confirmPurchase.submit(aPurchaseForm());
};

/** The later use cases' code fails to load the first time it is asked for, then loads. */
const failsToLoadOnce = (container: Container, viewTickets: ViewTickets) => {
  let attempts = 0;
  container
    .rebind(LATER_USE_CASES.viewTickets)
    .toDynamicValue(() =>
      ++attempts === 1 ? Promise.reject(new Error("chunk failed")) : Promise.resolve(viewTickets),
    )
    .inTransientScope();
};

describe("the composed storefront", () => {
  it("resolves every use case from the container, one instance per container", () => {
    const { container, useCases: resolveUseCases } = purchaseReady();
    expect(resolveUseCases()).toBe(resolveUseCases());
    expect(createTestContainer().useCases()).not.toBe(resolveUseCases());
    expect(container.isBound(Symbol.for("storefront.useCases"))).toBe(true);
  });

  it("a test swaps one use case and one adapter by rebinding their tokens, the rest unchanged", async () => {
    const { container, fakes, useCases: resolveUseCases } = purchaseReady();
    const viewTickets: ViewTickets = {
      state$: EMPTY,
      removal$: EMPTY,
      load: () => Promise.resolve(),
      removeFromDevice: () => Promise.resolve(),
      keptOnDevice: () => false,
      documents: createTicketDocumentsHttp(() => ""),
    };
    const analytics = recordingAnalytics();
    container.rebind(LATER_USE_CASES.viewTickets).toConstantValue(viewTickets);
    container.rebind(TOKENS.analytics).toConstantValue(analytics);
    const useCases = resolveUseCases();
    expect((await useCases.later()).viewTickets).toBe(viewTickets);
    await useCases.priceCart.add(
      aCartProduct({ key: "k", visitDate: "2030-01-08", inventory: slot }),
    );
    expect(analytics.events.map((event) => event.name)).toEqual(["add_to_cart"]);
    expect(fakes.analytics.events).toEqual([]);
    expect(useCases.catalog).toBe(container.get(USE_CASES.catalog));
  });

  it("the later screens' use cases are made once, on the first ask, the same for every ask", async () => {
    const { useCases: resolveUseCases } = purchaseReady();
    const useCases = resolveUseCases();
    expect(useCases.later()).toBe(useCases.later());
    const [first, second] = await Promise.all([useCases.later(), useCases.later()]);
    expect(second.confirmPurchase).toBe(first.confirmPurchase);
  });

  it("when the later use cases' code fails to load, the next ask loads it again", async () => {
    const { container, useCases: resolveUseCases } = purchaseReady();
    const viewTickets: ViewTickets = {
      state$: EMPTY,
      removal$: EMPTY,
      load: () => Promise.resolve(),
      removeFromDevice: () => Promise.resolve(),
      keptOnDevice: () => false,
      documents: createTicketDocumentsHttp(() => ""),
    };
    failsToLoadOnce(container, viewTickets);
    const useCases = resolveUseCases();
    await expect(useCases.later()).rejects.toThrow("chunk failed");
    expect((await useCases.later()).viewTickets).toBe(viewTickets);
  });

  it("a purchase journey sends the spec's e-commerce events in USD, per-discount items at price 0", async () => {
    const { fakes, useCases: resolveUseCases } = purchaseReady();
    const state = await buyTwoAdults(resolveUseCases());
    expect(state.status).toBe("confirmed");
    const events = fakes.analytics.events;
    expect(events.map((event) => event.name)).toEqual([
      "view_item_list",
      "view_item",
      "add_to_cart",
      "view_cart",
      "begin_checkout",
      "add_payment_info",
      "purchase",
    ]);
    expect(new Set(events.map((event) => event.currency))).toEqual(new Set(["USD"]));
    const purchase = events.at(-1);
    expect(purchase).toMatchObject({
      value: 70,
      tax: 7,
      transaction_id: "900",
      payment_type: "Credit Card",
      items: [
        {
          item_id: "101-10",
          item_name: "General Admission",
          item_variant: "Adult",
          price: 0,
          quantity: 2,
        },
      ],
    });
    expect(events.find((event) => event.name === "add_payment_info")?.payment_type).toBe(
      "Credit Card",
    );
  });

  it("removing a product from the cart sends remove_from_cart", async () => {
    const { fakes, useCases: resolveUseCases } = purchaseReady();
    const useCases = resolveUseCases();
    await useCases.priceCart.add(
      aCartProduct({ key: "k", visitDate: "2030-01-08", inventory: slot }),
    );
    await useCases.priceCart.remove("k");
    expect(fakes.analytics.events.map((event) => event.name)).toEqual([
      "add_to_cart",
      "remove_from_cart",
    ]);
  });

  it("the fraud beacon hears every path once configured, the current one first", async () => {
    const { fakes, useCases: resolveUseCases } = purchaseReady();
    const useCases = resolveUseCases();
    useCases.navigation.pathChanged("/");
    expect(fakes.fraudBeacon.paths).toEqual([]);
    await useCases.startup.start();
    useCases.navigation.pathChanged("/cart");
    useCases.navigation.pathChanged("/cart");
    useCases.navigation.pathChanged("/checkout");
    expect(fakes.fraudBeacon.paths).toEqual(["/", "/cart", "/checkout"]);
  });

  it("the cart and its pending order are saved for a reload, and a cart change drops the pending order", async () => {
    const { fakes, useCases: resolveUseCases } = purchaseReady();
    const useCases = resolveUseCases();
    await useCases.startup.start();
    await useCases.priceCart.add(
      aCartProduct({ key: "k", visitDate: "2030-01-08", inventory: slot }),
    );
    const { reserveOrder } = await useCases.later();
    await reserveOrder.reserve();
    expect(fakes.cartStorage.stored()?.pendingOrder?.orderId).toBe(900);
    await useCases.priceCart.remove("k");
    expect(await firstValueFrom(reserveOrder.pendingOrder$)).toBeNull();
    expect(fakes.cartStorage.stored()).toEqual({ cart: { kind: "empty" }, pendingOrder: null });
  });

  it("after a reload, the reservation starts from the pending order saved with the cart", async () => {
    const { container, useCases: resolveUseCases } = purchaseReady();
    const held = aPendingOrder({ orderId: 901 });
    container
      .rebind(TOKENS.cartStorage)
      .toConstantValue(memoryCartStorage({ cart: savedCart, pendingOrder: held }));
    const { reserveOrder } = await resolveUseCases().later();
    expect(reserveOrder.current()).toEqual(held);
  });

  it("a cart change before the reservation's code is in drops the saved pending order, and the reservation starts without it", async () => {
    const { container, useCases: resolveUseCases } = purchaseReady();
    const storage = memoryCartStorage({ cart: savedCart, pendingOrder: aPendingOrder() });
    container.rebind(TOKENS.cartStorage).toConstantValue(storage);
    const useCases = resolveUseCases();
    await useCases.priceCart.remove("saved");
    expect(storage.stored()).toEqual({ cart: { kind: "empty" }, pendingOrder: null });
    const { reserveOrder } = await useCases.later();
    expect(reserveOrder.current()).toBeNull();
  });

  it("the cart's screens and the purchase share one reservation, after a failed load too: the order reserved is the one paid for", async () => {
    const { container, fakes, useCases: resolveUseCases } = purchaseReady();
    const { viewTickets } = await createTestContainer().useCases().later();
    failsToLoadOnce(container, viewTickets);
    const useCases = resolveUseCases();
    await expect(useCases.later()).rejects.toThrow("chunk failed");
    expect((await buyTwoAdults(useCases)).status).toBe("confirmed");
    expect(
      fakes.ticketing.calls.filter((call) => call.method === "createPendingOrder"),
    ).toHaveLength(1);
  });

  it("a completed purchase empties the cart and forgets the pending order", async () => {
    const { fakes, useCases: resolveUseCases } = purchaseReady();
    await buyTwoAdults(resolveUseCases());
    expect(fakes.cartStorage.stored()).toEqual({ cart: { kind: "empty" }, pendingOrder: null });
  });

  it("the brand's tracking script runs once the configuration is in", async () => {
    const { fakes, useCases: resolveUseCases } = purchaseReady();
    await resolveUseCases().startup.start();
    await Promise.resolve();
    expect(fakes.scriptLoader.scripts).toEqual(["window.tracked = true;"]);
  });
});
