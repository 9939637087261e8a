import { pipe } from "fp-ts/lib/function.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { orderRoutes } from "#contract/orderRoutes.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import type { ApiCall } from "./apiClient.js";
import { createPendingOrderRequestOf, pricedCartFromWire } from "./wireMapping.js";

export type WaitingListCalls = Pick<
  WebSalesApi,
  "joinWaitingList" | "leaveWaitingList" | "waitingListOffer"
>;

/**
 * The waiting list's calls (an extension, issue 29) over HTTP: a party joins with the order
 * it would have held, asked as the sale it is.
 */
export const createWaitingListCallsHttp = (call: ApiCall): WaitingListCalls => ({
  joinWaitingList: (order, email) =>
    call(orderRoutes.joinWaitingList, {
      body: { email, order: createPendingOrderRequestOf(order) },
      saleKind: order.saleKind,
    }),
  leaveWaitingList: (token) =>
    pipe(
      call(orderRoutes.leaveWaitingList, { body: { token } }),
      TE.map((left) => left.status),
    ),
  waitingListOffer: (token) =>
    pipe(
      call(orderRoutes.waitingListOffer, { body: { token } }),
      TE.map(({ data, ...offer }) => ({ ...offer, priced: pricedCartFromWire(data) })),
    ),
});
