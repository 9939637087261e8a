import type { FastifyInstance } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import { route, type RouteDeps } from "../http/route.js";
import { logConfirmation } from "../http/saleEvents.js";
import { mailSendingOf } from "../sales/mailOutbox.js";
import type { DeclineLimits } from "../sales/cardDeclines.js";
import { confirmOrder } from "../sales/confirmOrder.js";
import { checkCartToken, checkForm } from "../sales/purchaseChecks.js";

/**
 * Confirm purchase charges the card; confirm-order-promo confirms a zero-total order with no
 * card at all. Both run in one transaction, and an `Idempotency-Key` makes a retry replay the
 * first answer, so a purchase is never charged twice. Declined cards are counted per order and
 * client address, and past `declineLimits` no card is tried, so the shop cannot test cards.
 */
export const registerPurchase = (
  app: FastifyInstance,
  deps: RouteDeps,
  declineLimits: DeclineLimits,
) => {
  route(app, deps, "confirmPurchase", async ({ caller, db, params, body, now, request }) => {
    const token = checkCartToken(request.headers.carttoken);
    if (E.isLeft(token)) return token;
    const form = checkForm(body, now, true);
    if (E.isLeft(form)) return form;
    const outcome = await confirmOrder(db, {
      orderId: params.orderId,
      tenant: caller.tenant.client,
      language: caller.language,
      cartToken: token.right,
      form: body,
      settlement: { kind: "card", client: request.ip, limits: declineLimits },
      now,
      mail: mailSendingOf(deps, request.ip),
    });
    return logConfirmation(request.log, params.orderId)(outcome);
  });

  route(app, deps, "confirmOrderPromo", async ({ caller, db, params, body, now, request }) => {
    const token = checkCartToken(request.headers.carttoken);
    if (E.isLeft(token)) return token;
    const form = checkForm(body, now, false);
    if (E.isLeft(form)) return form;
    const outcome = await confirmOrder(db, {
      orderId: params.orderId,
      tenant: caller.tenant.client,
      language: caller.language,
      cartToken: token.right,
      form: body,
      settlement: { kind: "free" },
      now,
      mail: mailSendingOf(deps, request.ip),
    });
    return logConfirmation(request.log, params.orderId)(outcome);
  });
};
