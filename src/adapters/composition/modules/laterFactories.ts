import type { ResolutionContext } from "inversify";
import { withCheckoutAnalytics } from "../../../application/analytics/withCheckoutAnalytics.js";
import { withPurchaseAnalytics } from "../../../application/analytics/withPurchaseAnalytics.js";
import { withTicketingAnalytics } from "../../../application/analytics/withTicketingAnalytics.js";
import { createCancelTickets } from "../../../application/cancelTickets/cancelTickets.js";
import { createChangeVisit } from "../../../application/changeVisit/changeVisit.js";
import { createCancellation } from "../../../application/cancellation/cancellation.js";
import { createConfirmPurchase } from "../../../application/confirmPurchase/confirmPurchase.js";
import { createTicketing } from "../../../application/ticketing/ticketing.js";
import type { LaterUseCases } from "../../../application/useCases.js";
import { createVerifyBarcode } from "../../../application/verifyBarcode/verifyBarcode.js";
import { createViewTickets } from "../../../application/viewTickets/viewTickets.js";
import { createJoinWaitingList } from "../../../application/waitingList/joinWaitingList.js";
import { createLeaveWaitingList } from "../../../application/waitingList/leaveWaitingList.js";
import { createPayOffer } from "../../../application/waitingList/payOffer.js";
import { createWaitingListOffer } from "../../../application/waitingList/waitingListOffer.js";
import { TOKENS, UNOBSERVED, USE_CASES } from "../tokens.js";

export { createReserveOrder } from "../../../application/reserveOrder/reserveOrder.js";

type MadeIn<T> = (context: ResolutionContext) => T | Promise<T>;

/**
 * How each later use case is made from the container's adapters and use cases. The page's
 * entry only names this module (laterUseCases.ts imports it when one is first asked for), so
 * the code of every later use case comes in with it.
 */
export const laterUseCasesIn: { readonly [K in keyof LaterUseCases]: MadeIn<LaterUseCases[K]> } = {
  ticketing: (context) =>
    withTicketingAnalytics(
      createTicketing({
        ticketingApi: context.get(TOKENS.ticketingApi),
        webSales: context.get(TOKENS.webSalesApi),
        clock: context.get(TOKENS.clock),
        prefetched: context.get(USE_CASES.datesPrefetch),
      }),
      context.get(TOKENS.analytics),
    ),
  reserveOrder: async (context) =>
    withCheckoutAnalytics(
      await context.get(UNOBSERVED.reserveOrder)(),
      context.get(UNOBSERVED.priceCart),
      context.get(TOKENS.analytics),
    ),
  confirmPurchase: async (context) => {
    const priceCart = context.get(UNOBSERVED.priceCart);
    const confirmPurchase = createConfirmPurchase({
      webSales: context.get(TOKENS.webSalesApi),
      reserveOrder: await context.get(UNOBSERVED.reserveOrder)(),
      priceCart,
      clock: context.get(TOKENS.clock),
      receipts: await context.getAsync(TOKENS.receiptStorage),
    });
    return withPurchaseAnalytics(confirmPurchase, priceCart, context.get(TOKENS.analytics));
  },
  viewTickets: async (context) =>
    createViewTickets({
      webSales: context.get(TOKENS.webSalesApi),
      ticketDocuments: await context.getAsync(TOKENS.ticketDocuments),
      offlineTickets: await context.getAsync(TOKENS.offlineTickets),
      clock: context.get(TOKENS.clock),
    }),
  cancellation: async (context) =>
    createCancellation({
      webSales: context.get(TOKENS.webSalesApi),
      offlineTickets: await context.getAsync(TOKENS.offlineTickets),
    }),
  cancelTickets: async (context) =>
    createCancelTickets({
      webSales: context.get(TOKENS.webSalesApi),
      offlineTickets: await context.getAsync(TOKENS.offlineTickets),
    }),
  changeVisit: async (context) =>
    createChangeVisit({
      webSales: context.get(TOKENS.webSalesApi),
      ticketing: context.get(TOKENS.ticketingApi),
      offlineTickets: await context.getAsync(TOKENS.offlineTickets),
      clock: context.get(TOKENS.clock),
    }),
  verifyBarcode: (context) =>
    createVerifyBarcode({
      webSales: context.get(TOKENS.webSalesApi),
      ids: context.get(TOKENS.ids),
    }),
  joinWaitingList: (context) =>
    createJoinWaitingList({ webSales: context.get(TOKENS.webSalesApi) }),
  leaveWaitingList: (context) =>
    createLeaveWaitingList({ webSales: context.get(TOKENS.webSalesApi) }),
  waitingListOffer: (context) =>
    createWaitingListOffer({
      webSales: context.get(TOKENS.webSalesApi),
      clock: context.get(TOKENS.clock),
    }),
  payOffer: async (context) =>
    createPayOffer({
      webSales: context.get(TOKENS.webSalesApi),
      clock: context.get(TOKENS.clock),
      receipts: await context.getAsync(TOKENS.receiptStorage),
    }),
};
