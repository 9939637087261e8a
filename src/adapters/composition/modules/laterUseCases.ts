import { ContainerModule } from "inversify";
import type { LaterUseCases } from "../../../application/useCases.js";
import { LATER, LATER_USE_CASES, SAVED_CART, TOKENS, UNOBSERVED, USE_CASES } from "../tokens.js";
import { tenantFrom } from "./wiring.js";

const laterKeys = Object.keys(LATER_USE_CASES) as (keyof LaterUseCases)[];

/**
 * The later screens' use cases as async values: each factory's module is imported the first
 * time its use case is asked for, so the page's entry bundle carries none of them. They are
 * transient because a singleton would keep a failed chunk load for good; the storefront's
 * `later` keeps the one answer that succeeded, so each is still made once per storefront.
 */
export const laterUseCasesModule = new ContainerModule(({ bind }) => {
  bind(LATER_USE_CASES.ticketing)
    .toDynamicValue(async (context) => {
      const [{ createTicketing }, { withTicketingAnalytics }] = await Promise.all([
        import("../../../application/ticketing/ticketing.js"),
        import("../../../application/analytics/withTicketingAnalytics.js"),
      ]);
      const ticketing = createTicketing({
        ticketingApi: context.get(TOKENS.ticketingApi),
        webSales: context.get(TOKENS.webSalesApi),
        clock: context.get(TOKENS.clock),
        prefetched: context.get(USE_CASES.datesPrefetch),
      });
      return withTicketingAnalytics(ticketing, context.get(TOKENS.analytics));
    })
    .inTransientScope();
  // One reservation per cart, which the cart's screens and the purchase share: the cart
  // makes it once its code is in, so a load that fails makes none.
  bind(UNOBSERVED.reserveOrder).toResolvedValue(
    (ticketingApi, clock, settings, priceCart, saved) => async () => {
      const { createReserveOrder } =
        await import("../../../application/reserveOrder/reserveOrder.js");
      return saved.reservation((initial) =>
        createReserveOrder({
          ticketingApi,
          clock,
          tenant: tenantFrom(settings),
          cart: priceCart.current,
          initial,
        }),
      );
    },
    [TOKENS.ticketingApi, TOKENS.clock, TOKENS.liveSettings, UNOBSERVED.priceCart, SAVED_CART],
  );
  bind(LATER_USE_CASES.reserveOrder)
    .toDynamicValue(async (context) => {
      const priceCart = context.get(UNOBSERVED.priceCart);
      const [reserveOrder, { withCheckoutAnalytics }] = await Promise.all([
        context.get(UNOBSERVED.reserveOrder)(),
        import("../../../application/analytics/withCheckoutAnalytics.js"),
      ]);
      return withCheckoutAnalytics(reserveOrder, priceCart, context.get(TOKENS.analytics));
    })
    .inTransientScope();
  bind(LATER_USE_CASES.confirmPurchase)
    .toDynamicValue(async (context) => {
      const [{ createConfirmPurchase }, { withPurchaseAnalytics }] = await Promise.all([
        import("../../../application/confirmPurchase/confirmPurchase.js"),
        import("../../../application/analytics/withPurchaseAnalytics.js"),
      ]);
      const priceCart = context.get(UNOBSERVED.priceCart);
      const confirmPurchase = createConfirmPurchase({
        webSales: context.get(TOKENS.webSalesApi),
        reserveOrder: await context.get(UNOBSERVED.reserveOrder)(),
        priceCart,
        clock: context.get(TOKENS.clock),
        receipts: await context.getAsync(TOKENS.receiptStorage),
      });
      return withPurchaseAnalytics(confirmPurchase, priceCart, context.get(TOKENS.analytics));
    })
    .inTransientScope();
  bind(LATER_USE_CASES.viewTickets)
    .toDynamicValue(async (context) => {
      const { createViewTickets } = await import("../../../application/viewTickets/viewTickets.js");
      return createViewTickets({
        webSales: context.get(TOKENS.webSalesApi),
        ticketDocuments: await context.getAsync(TOKENS.ticketDocuments),
        offlineTickets: await context.getAsync(TOKENS.offlineTickets),
        clock: context.get(TOKENS.clock),
      });
    })
    .inTransientScope();
  bind(LATER_USE_CASES.cancellation)
    .toDynamicValue(async (context) => {
      const { createCancellation } =
        await import("../../../application/cancellation/cancellation.js");
      return createCancellation({
        webSales: context.get(TOKENS.webSalesApi),
        offlineTickets: await context.getAsync(TOKENS.offlineTickets),
      });
    })
    .inTransientScope();
  bind(LATER_USE_CASES.verifyBarcode)
    .toDynamicValue(async (context) => {
      const { createVerifyBarcode } =
        await import("../../../application/verifyBarcode/verifyBarcode.js");
      return createVerifyBarcode({
        webSales: context.get(TOKENS.webSalesApi),
        ids: context.get(TOKENS.ids),
      });
    })
    .inTransientScope();
  bind(LATER)
    .toDynamicValue(async (context) => {
      const entries = await Promise.all(
        laterKeys.map(async (key): Promise<[string, unknown]> => [
          key,
          await context.getAsync<unknown>(LATER_USE_CASES[key]),
        ]),
      );
      return Object.fromEntries(entries) as unknown as LaterUseCases;
    })
    .inTransientScope();
});
