import type { FastifyInstance, FastifyRequest } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import { routes } from "#contract/routes.js";
import { route, type RouteDeps } from "../http/route.js";
import { logConfirmation } from "../http/saleEvents.js";
import { mailSendingOf } from "../mail/outbox.js";
import {
  endCardAttempt,
  recordCardAttempt,
  type CardAttempt,
  type DeclineLimits,
} from "../sales/cardAttempts.js";
import { confirmOrder } from "../sales/confirmOrder.js";
import { checkCartToken, checkForm } from "../sales/purchaseChecks.js";

// The status of a declined card (payments.ts), the one outcome an attempt is kept for.
const DECLINED = 402;

/**
 * The pending order a confirm-purchase names, read with the route's own decoder so that any
 * spelling the handler accepts is counted; null when its path names none (the handler refuses).
 */
const cardAttemptOrder = (request: FastifyRequest): number | null => {
  const contract = routes.confirmPurchase;
  if (request.method !== contract.method || request.routeOptions.url !== contract.path) {
    return null;
  }
  const params = contract.params.decode(request.params);
  return E.isRight(params) ? params.right.orderId : null;
};

/**
 * Declined cards are counted per order and client address, and past `declineLimits` no card
 * is tried, so the shop cannot test cards. Each attempt is written as it arrives and taken
 * back before its answer leaves unless the card was declined, so a client waiting for each
 * answer meets the limit exactly and one sending many at once does not pass it.
 */
export const registerPurchase = (
  app: FastifyInstance,
  deps: RouteDeps,
  declineLimits: DeclineLimits,
) => {
  const attempts = new WeakMap<FastifyRequest, CardAttempt>();
  app.addHook("preHandler", async (request) => {
    const orderId = cardAttemptOrder(request);
    if (orderId === null) return;
    const client = request.ip;
    attempts.set(
      request,
      await recordCardAttempt(deps.storage, { orderId, client, now: deps.clock.now() }),
    );
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const attempt = attempts.get(request);
    if (attempt !== undefined) {
      attempts.delete(request);
      await endCardAttempt(deps.storage, attempt, { declined: reply.statusCode === DECLINED });
    }
    return payload;
  });

  route(app, deps, "confirmPurchase", async ({ caller, db, params, body, now, request }) => {
    const token = checkCartToken(request.headers.carttoken);
    if (E.isLeft(token)) return token;
    const form = checkForm(body, now, true);
    if (E.isLeft(form)) return form;
    const attempt = attempts.get(request);
    // Bug, not input: the hook above decodes the path with the same codec as this route.
    if (attempt === undefined) throw new Error("confirm-purchase without its card attempt");
    const outcome = await confirmOrder(db, {
      orderId: params.orderId,
      tenant: caller.tenant.client,
      cartToken: token.right,
      form: body,
      settlement: { kind: "card", attempt, limits: declineLimits },
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
      cartToken: token.right,
      form: body,
      settlement: { kind: "free" },
      now,
      mail: mailSendingOf(deps, request.ip),
    });
    return logConfirmation(request.log, params.orderId)(outcome);
  });
};
