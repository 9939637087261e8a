import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { centsFromDollars } from "../../domain/money.js";
import type { PurchaseConfirmation } from "../../domain/order.js";
import type { PurchaseForm } from "../../domain/purchaseForm.js";
import type * as t from "io-ts";
import type { ApiFailure } from "../../ports/apiFailure.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import type { ApiCall } from "./apiClient.js";
import type { ConfirmPurchaseAnswer } from "#contract/orders.js";
import { routes } from "#contract/routes.js";
import { orderFromWire, productListFromWire, promoProductsFromWire } from "./wireMapping.js";

type ConfirmAnswer = t.TypeOf<typeof ConfirmPurchaseAnswer>;

/** successfulYN false on a 200 is a failed purchase, whatever else the answer holds. */
const confirmationFromWire =
  (form: PurchaseForm) =>
  (answer: ConfirmAnswer): E.Either<ApiFailure, PurchaseConfirmation> =>
    answer.successfulYN
      ? E.right({
          orderId: answer.orderId,
          orderConfirmation: answer.orderConfirmation,
          totalPrice: centsFromDollars(answer.totalPrice),
          totalTax: centsFromDollars(answer.totalTax),
          ticketsEmailedTo: answer.ticketsEmailQueued ? form.email.trim() : null,
        })
      : E.left({ tag: "NOT_SUCCESSFUL", message: null });

const formBody = (form: PurchaseForm) => ({ ...form });

/** The web-sales API over HTTP, through the shared policy. */
export const createWebSalesHttp = (call: ApiCall): WebSalesApi => ({
  productList: () => pipe(call(routes.productList), TE.map(productListFromWire)),
  promoCodeProducts: (code, type) =>
    pipe(
      call(routes.promoCodeProducts, { params: { code, type: `${type}` } }),
      TE.map(promoProductsFromWire),
    ),
  productHyperlink: (code) => call(routes.productHyperlink, { params: { code } }),
  trackingScript: (id) =>
    pipe(
      call(routes.trackingScript, { params: { id } }),
      TE.map((answer) => answer.data),
    ),
  searchOrder: (orderId, email) =>
    pipe(call(routes.orderSearch, { params: { orderId, email } }), TE.map(orderFromWire)),
  refund: (orderId, email) =>
    pipe(
      call(routes.refund, { body: { orderId, email } }),
      TE.map((answer) => ({
        orderId: answer.orderId,
        refundedAmount: centsFromDollars(answer.refundedAmount),
        refundedAt: answer.refundedAt,
      })),
    ),
  resendTickets: (orderId, email) =>
    pipe(
      call(routes.resendTickets, { body: { orderId, email } }),
      TE.map(() => undefined),
    ),
  verifyCityPass: (voucherCode, barcodeProvider) =>
    call(routes.cityPassVoucher, { body: { voucherCode, barcodeProvider } }),
  confirmPurchase: (orderId, form, cartToken) =>
    pipe(
      call(routes.confirmPurchase, {
        params: { orderId },
        body: formBody(form),
        headers: { carttoken: cartToken },
      }),
      TE.flatMapEither(confirmationFromWire(form)),
    ),
  confirmOrderPromo: (orderId, form) =>
    pipe(
      call(routes.confirmOrderPromo, {
        params: { orderId },
        body: formBody(form),
      }),
      TE.flatMapEither(confirmationFromWire(form)),
    ),
  viewTickets: (orderConfirmation) => call(routes.viewTickets, { query: { orderConfirmation } }),
});
