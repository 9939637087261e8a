import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import type * as t from "io-ts";
import { centsFromDollars } from "../../domain/money.js";
import type { OrderSummary, PurchaseAnswer, VisitMove } from "../../domain/order.js";
import type { PurchaseForm } from "../../domain/purchaseForm.js";
import type { ApiFailure } from "../../ports/apiFailure.js";
import type { ApiCall } from "./apiClient.js";
import type { ConfirmPurchaseAnswerReading, OrderReading, OrderStatus } from "#contract/orders.js";
import { orderRoutes } from "#contract/orderRoutes.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { createWaitingListCallsHttp, type WaitingListCalls } from "./waitingListCallsHttp.js";
import { discountFromWire, saleDatesFromWire, slotFromWire } from "./wireMapping.js";

/** The calls of the screens a guest reaches later, whose code and codecs load with the first. */
export type OrderCalls = WaitingListCalls &
  Pick<
    WebSalesApi,
    | "saleDates"
    | "promotionTickets"
    | "searchOrder"
    | "refund"
    | "quoteCancelTickets"
    | "cancelTickets"
    | "quoteChangeVisit"
    | "changeVisit"
    | "resendTickets"
    | "verifyCityPass"
    | "confirmPurchase"
    | "confirmOrderPromo"
    | "viewTickets"
  >;

const centsOrNull = (dollars: number | undefined) =>
  dollars === undefined ? null : centsFromDollars(dollars);

type ConfirmAnswer = t.TypeOf<typeof ConfirmPurchaseAnswerReading>;

/**
 * successfulYN false on a 200 is a failed purchase, whatever else the answer holds; true is a
 * purchase of the order asked for, whatever of the reference server's numbers come with it.
 */
const purchaseFromWire =
  (orderId: number, form: PurchaseForm) =>
  (answer: ConfirmAnswer): E.Either<ApiFailure, PurchaseAnswer> =>
    answer.successfulYN
      ? E.right({
          orderId: answer.orderId ?? orderId,
          orderConfirmation: answer.orderConfirmation ?? null,
          totalPrice: centsOrNull(answer.totalPrice),
          totalTax: centsOrNull(answer.totalTax),
          // Only the reference server says whether it queued the tickets e-mail; an API that
          // does not say is taken to send them to the one address the purchase gave it.
          ticketsEmailedTo: answer.ticketsEmailQueued === false ? null : form.email.trim(),
        })
      : E.left({ tag: "NOT_SUCCESSFUL", message: null });

const statusFromWire = (
  status: t.TypeOf<typeof OrderStatus> | undefined,
  cancelledDate: string | null | undefined,
): OrderSummary["status"] => {
  if (status === undefined) return null;
  return status === "CANCELLED"
    ? { tag: "CANCELLED", cancelledDate: cancelledDate ?? null }
    : { tag: "CONFIRMED" };
};

const orderFromWire = ({
  status,
  cancelledDate,
  totalPaid,
  totalTax,
  tickets,
  ...order
}: t.TypeOf<typeof OrderReading>): OrderSummary => ({
  ...order,
  status: statusFromWire(status, cancelledDate),
  totalPaid: centsOrNull(totalPaid),
  totalTax: centsOrNull(totalTax),
  tickets:
    tickets?.map(({ productId, changeableUntil, ...ticket }) => ({
      ...ticket,
      productId: productId ?? null,
      changeableUntil: changeableUntil ?? null,
    })) ?? null,
});

const moveBody = (orderId: number, email: string, move: VisitMove) => ({
  orderId,
  email,
  ticketIds: [...move.ticketIds],
  visitDate: move.visitDate,
  inventoryId: move.inventoryId,
});

const formBody = (form: PurchaseForm) => ({ ...form });

/**
 * The web-sales calls of the screens a guest reaches later (a voucher's or promo-code product's
 * page, a city pass, the purchase, an order's tickets, self-service) over HTTP, through the
 * shared policy: a chunk of its own, loaded by the web-sales adapter on the first of them
 * (webSalesHttp.ts).
 */
export const createOrderCallsHttp = (call: ApiCall): OrderCalls => ({
  ...createWaitingListCallsHttp(call),
  saleDates: (productId) =>
    pipe(
      call(orderRoutes.webSalesProductDates, { query: { productId } }),
      TE.map(saleDatesFromWire),
    ),
  promotionTickets: (productId, date, promotionIds) =>
    pipe(
      call(orderRoutes.promotionsInventory, {
        params: { productId },
        query: { requestedDate: date, promotionIds: promotionIds.join(",") },
      }),
      TE.map(({ discounts, inventory }) => ({
        discounts: discounts.map(discountFromWire),
        inventory: inventory.map(slotFromWire),
      })),
    ),
  searchOrder: (orderId, email) =>
    pipe(call(orderRoutes.orderSearch, { params: { orderId, email } }), TE.map(orderFromWire)),
  refund: (orderId, email) =>
    pipe(
      call(orderRoutes.refund, { body: { orderId, email } }),
      TE.map(() => undefined),
    ),
  quoteCancelTickets: (orderId, email, ticketIds) =>
    pipe(
      call(orderRoutes.cancelTicketsQuote, { body: { orderId, email, ticketIds: [...ticketIds] } }),
      TE.map((quote) => ({
        refund: centsFromDollars(quote.refundAmount),
        ticketsKept: quote.ticketsKept,
        keptWorth: centsFromDollars(quote.keptWorth),
      })),
    ),
  cancelTickets: (orderId, email, ticketIds) =>
    pipe(
      call(orderRoutes.cancelTickets, { body: { orderId, email, ticketIds: [...ticketIds] } }),
      TE.map((answer) => ({
        refunded: centsFromDollars(answer.refundedAmount),
        ticketsKept: answer.ticketsKept,
      })),
    ),
  quoteChangeVisit: (orderId, email, move) =>
    pipe(
      call(orderRoutes.changeVisitQuote, { body: moveBody(orderId, email, move) }),
      TE.map((quote) => ({
        amountDue: centsFromDollars(quote.amountDue),
        refund: centsFromDollars(quote.refundAmount),
        newWorth: centsFromDollars(quote.newWorth),
        ticketsMoved: quote.ticketsMoved,
      })),
    ),
  changeVisit: (orderId, email, move, card) =>
    pipe(
      call(orderRoutes.changeVisit, {
        body: { ...moveBody(orderId, email, move), payment: { ...card } },
      }),
      TE.map((answer) => ({
        charged: centsFromDollars(answer.chargedAmount),
        refunded: centsFromDollars(answer.refundedAmount),
        ticketsMoved: answer.ticketsMoved,
      })),
    ),
  resendTickets: (orderId, email) =>
    pipe(
      call(orderRoutes.resendTickets, { body: { orderId, email } }),
      TE.map(() => undefined),
    ),
  verifyCityPass: (voucherCode, barcodeProvider) =>
    call(orderRoutes.cityPassVoucher, { body: { voucherCode, barcodeProvider } }),
  confirmPurchase: (orderId, form) =>
    pipe(
      call(orderRoutes.confirmPurchase, { params: { orderId }, body: formBody(form) }),
      TE.flatMapEither(purchaseFromWire(orderId, form)),
    ),
  confirmOrderPromo: (orderId, form) =>
    pipe(
      call(orderRoutes.confirmOrderPromo, {
        params: { orderId },
        body: formBody(form),
      }),
      TE.flatMapEither(purchaseFromWire(orderId, form)),
    ),
  viewTickets: (orderConfirmation) =>
    call(orderRoutes.viewTickets, { query: { orderConfirmation } }),
});
