import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { loadOnce } from "../../application/shared/loadOnce.js";
import type { ApiFailure } from "../../ports/apiFailure.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import type { ApiCall } from "./apiClient.js";
import type { createOrderCallsHttp, OrderCalls } from "./orderCallsHttp.js";
import { shopRoutes } from "#contract/shopRoutes.js";
import { productListFromWire, promoProductsFromWire } from "./wireMapping.js";

/** Their code not loading (the guest's connection dropped) is a call that got no answer. */
const notLoaded = (error: unknown): ApiFailure => ({
  tag: "UNREACHABLE",
  message: `the order calls could not be loaded: ${String(error)}`,
});

/**
 * The web-sales API over HTTP, through the shared policy. The order calls (orderCallsHttp.ts)
 * are imported on the first of them, so a page's entry carries the catalogue's calls and
 * codecs only; a failed import is tried again on the next call.
 */
export const createWebSalesHttp = (
  call: ApiCall,
  loadOrderCalls: () => Promise<{
    readonly createOrderCallsHttp: typeof createOrderCallsHttp;
  }> = () => import("./orderCallsHttp.js"),
): WebSalesApi => {
  const orderCalls = loadOnce(async () => (await loadOrderCalls()).createOrderCallsHttp(call));
  // A plain task rather than TaskEither's tryCatch and flatMap, whose code the entry would carry.
  const later =
    <A>(use: (calls: OrderCalls) => TE.TaskEither<ApiFailure, A>): TE.TaskEither<ApiFailure, A> =>
    () =>
      orderCalls().then(
        (calls) => use(calls)(),
        (error: unknown) => E.left(notLoaded(error)),
      );
  return {
    productList: () => pipe(call(shopRoutes.productList), TE.map(productListFromWire)),
    promoCodeProducts: (code, type) =>
      pipe(
        call(shopRoutes.promoCodeProducts, { params: { code, type: `${type}` } }),
        TE.map(promoProductsFromWire),
      ),
    productHyperlink: (code) => call(shopRoutes.productHyperlink, { params: { code } }),
    trackingScript: (id) =>
      pipe(
        call(shopRoutes.trackingScript, { params: { id } }),
        TE.map((answer) => answer.data),
      ),
    saleDates: (productId) => later((calls) => calls.saleDates(productId)),
    promotionTickets: (productId, date, promotionIds) =>
      later((calls) => calls.promotionTickets(productId, date, promotionIds)),
    searchOrder: (orderId, email) => later((calls) => calls.searchOrder(orderId, email)),
    refund: (orderId, email) => later((calls) => calls.refund(orderId, email)),
    quoteCancelTickets: (orderId, email, ticketIds) =>
      later((calls) => calls.quoteCancelTickets(orderId, email, ticketIds)),
    cancelTickets: (orderId, email, ticketIds) =>
      later((calls) => calls.cancelTickets(orderId, email, ticketIds)),
    quoteChangeVisit: (orderId, email, move) =>
      later((calls) => calls.quoteChangeVisit(orderId, email, move)),
    changeVisit: (orderId, email, move, card) =>
      later((calls) => calls.changeVisit(orderId, email, move, card)),
    joinWaitingList: (order, email) => later((calls) => calls.joinWaitingList(order, email)),
    leaveWaitingList: (token) => later((calls) => calls.leaveWaitingList(token)),
    waitingListOffer: (token) => later((calls) => calls.waitingListOffer(token)),
    resendTickets: (orderId, email) => later((calls) => calls.resendTickets(orderId, email)),
    verifyCityPass: (voucherCode, provider) =>
      later((calls) => calls.verifyCityPass(voucherCode, provider)),
    asCart: (cartToken) =>
      createWebSalesHttp(
        (contract, input = {}) =>
          call(contract, { ...input, headers: { ...input.headers, carttoken: cartToken } }),
        loadOrderCalls,
      ),
    confirmPurchase: (orderId, form) => later((calls) => calls.confirmPurchase(orderId, form)),
    confirmOrderPromo: (orderId, form) => later((calls) => calls.confirmOrderPromo(orderId, form)),
    viewTickets: (orderConfirmation) => later((calls) => calls.viewTickets(orderConfirmation)),
  };
};
