import type { FastifyInstance, FastifyRequest } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import { WireCode } from "#contract/failure.js";
import { route, type RouteDeps } from "../http/route.js";
import { logConfirmation } from "../http/saleEvents.js";
import { confirmOrder } from "../sales/confirmOrder.js";
import { recordDecline, type DeclineLimits } from "../sales/payments.js";
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
  // A decline's refusal rolls back its transaction, so it is counted once that is over, before
  // the answer leaves: a client waiting for each answer meets the limit exactly.
  const declines = new WeakMap<FastifyRequest, { orderId: number; now: Date }>();
  app.addHook("onSend", async (request, _reply, payload) => {
    const decline = declines.get(request);
    if (decline !== undefined) {
      await recordDecline(deps.storage, {
        ...decline,
        client: request.ip,
        windowMs: declineLimits.windowMs,
      });
    }
    return payload;
  });

  route(app, deps, "confirmPurchase", async ({ caller, db, params, body, now, request }) => {
    const token = checkCartToken(request.headers.carttoken);
    if (E.isLeft(token)) return token;
    const form = checkForm(body, now, true);
    if (E.isLeft(form)) return form;
    const outcome = await confirmOrder(db, {
      orderId: params.orderId,
      tenant: caller.tenant.client,
      form: body,
      settlement: { kind: "card", client: request.ip, limits: declineLimits },
      now,
      sendsMail: deps.sendsMail === true,
    });
    if (E.isLeft(outcome) && outcome.left.Code === WireCode.PaymentDeclined) {
      declines.set(request, { orderId: params.orderId, now });
    }
    return logConfirmation(request.log, params.orderId)(outcome);
  });

  route(app, deps, "confirmOrderPromo", async ({ caller, db, params, body, now, request }) => {
    const form = checkForm(body, now, false);
    if (E.isLeft(form)) return form;
    const outcome = await confirmOrder(db, {
      orderId: params.orderId,
      tenant: caller.tenant.client,
      form: body,
      settlement: { kind: "free" },
      now,
      sendsMail: deps.sendsMail === true,
    });
    return logConfirmation(request.log, params.orderId)(outcome);
  });
};
