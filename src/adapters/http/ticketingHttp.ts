import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import type { ApiFailure } from "../../ports/apiFailure.js";
import type { TicketingApi } from "../../ports/ticketingApi.js";
import type { ApiCall } from "./apiClient.js";
import { shopRoutes } from "#contract/shopRoutes.js";
import {
  createPendingOrderRequestOf,
  discountFromWire,
  priceRequestOf,
  pricedCartFromWire,
  saleDatesFromWire,
  saleTypeOf,
  slotFromWire,
} from "./wireMapping.js";

const SALES_CHANNEL = "Web" as const;

/** The ticketing API over HTTP, through the shared policy. */
export const createTicketingHttp = (call: ApiCall): TicketingApi => {
  const productParams = (productId: number, saleKind: "general" | "group") => ({
    salesChannel: SALES_CHANNEL,
    saleType: saleTypeOf(saleKind),
    attractionId: productId,
  });
  return {
    dates: (productId, saleKind) =>
      pipe(
        call(shopRoutes.productDates, { params: productParams(productId, saleKind) }),
        TE.map(saleDatesFromWire),
      ),
    discounts: (productId, date, saleKind) =>
      pipe(
        call(shopRoutes.discounts, {
          params: productParams(productId, saleKind),
          query: { requestedDate: date },
        }),
        TE.map((answer) => answer.discounts.map(discountFromWire)),
      ),
    inventory: (productId, date, selected, saleKind) =>
      pipe(
        call(shopRoutes.inventory, {
          params: productParams(productId, saleKind),
          query: { requestedDate: date },
          body: { selectedDiscounts: selected.map((discount) => ({ ...discount })) },
        }),
        TE.map((answer) => answer.inventory.map(slotFromWire)),
      ),
    price: (order) =>
      pipe(
        call(shopRoutes.price, {
          params: { salesChannel: SALES_CHANNEL, saleType: saleTypeOf(order.saleKind) },
          body: priceRequestOf(order),
          saleKind: order.saleKind,
        }),
        TE.map(pricedCartFromWire),
      ),
    createPendingOrder: (order) =>
      pipe(
        call(shopRoutes.createPendingOrder, {
          body: createPendingOrderRequestOf(order),
          saleKind: order.saleKind,
        }),
        // isSuccess false on a 200: the order was not made, and its message says why (§8).
        TE.flatMapEither((answer) =>
          answer.isSuccess
            ? E.right({
                orderId: answer.orderId,
                reservationExpirationDateTime: answer.reservationExpirationDateTime,
                priced: pricedCartFromWire(answer.data),
              })
            : E.left<ApiFailure>({ tag: "NOT_SUCCESSFUL", message: answer.message ?? null }),
        ),
      ),
    extendPendingOrder: (orderId, saleKind) =>
      pipe(
        call(shopRoutes.extendPendingOrder, { params: { orderId }, saleKind }),
        TE.map(({ reservationExpirationDateTime, extensionsLeft }) => ({
          reservationExpirationDateTime,
          extensionsLeft,
        })),
      ),
  };
};
