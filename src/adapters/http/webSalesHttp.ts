import { pipe } from "fp-ts/lib/function.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { centsFromDollars } from "../../domain/money.js";
import type { PurchaseConfirmation } from "../../domain/order.js";
import type { PurchaseForm } from "../../domain/purchaseForm.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import type { ApiCall } from "./apiClient.js";
import { routes } from "#contract/routes.js";
import { productListFromWire, promoProductsFromWire } from "./wireMapping.js";

const confirmationFromWire = (answer: {
  orderId: number;
  orderConfirmation: string;
  totalPrice: number;
  totalTax: number;
}): PurchaseConfirmation => ({
  orderId: answer.orderId,
  orderConfirmation: answer.orderConfirmation,
  totalPrice: centsFromDollars(answer.totalPrice),
  totalTax: centsFromDollars(answer.totalTax),
});

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
  searchOrder: (orderId, email) => call(routes.orderSearch, { params: { orderId, email } }),
  refund: (orderId, email) =>
    pipe(
      call(routes.refund, { body: { orderId, email } }),
      TE.map((answer) => ({
        orderId: answer.orderId,
        refundedAmount: centsFromDollars(answer.refundedAmount),
        refundedAt: answer.refundedAt,
      })),
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
      TE.map(confirmationFromWire),
    ),
  confirmOrderPromo: (orderId, form) =>
    pipe(
      call(routes.confirmOrderPromo, {
        params: { orderId },
        body: formBody(form),
      }),
      TE.map(confirmationFromWire),
    ),
  viewTickets: (orderConfirmation) => call(routes.viewTickets, { query: { orderConfirmation } }),
});
