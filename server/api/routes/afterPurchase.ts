import type { FastifyInstance, FastifyRequest } from "fastify";
import { route, type RouteDeps } from "../http/route.js";
import { logRefund } from "../http/saleEvents.js";
import { mailSendingOf } from "../sales/mailOutbox.js";
import { refund, searchOrder, viewTickets } from "../sales/afterPurchase.js";
import { DEFAULT_BARCODE_EXCHANGES } from "../sales/barcodeExchange.js";
import { cancelTickets, quoteCancelTickets } from "../sales/cancelTickets.js";
import { resendTickets } from "../sales/resendTickets.js";

/** View tickets, order search, refund and resend tickets: what a guest does after buying. */
export const registerAfterPurchase = (app: FastifyInstance, deps: RouteDeps) => {
  route(app, deps, "viewTickets", ({ caller, db, query }) =>
    viewTickets(db, caller.tenant.client, query.orderConfirmation, caller.language),
  );
  route(app, deps, "orderSearch", ({ caller, db, params, now }) =>
    searchOrder(
      db,
      { ...params, tenant: caller.tenant.client },
      { language: caller.language, now },
    ),
  );
  /** What a refund, whole or of some tickets, works with: the mail it sends, the barcodes it frees. */
  const refunding = (now: Date, request: FastifyRequest) => ({
    now,
    mail: mailSendingOf(deps, request.ip),
    barcodeExchanges: deps.barcodeExchanges ?? DEFAULT_BARCODE_EXCHANGES,
  });
  route(app, deps, "refund", async ({ caller, db, body, now, request }) =>
    logRefund(
      request.log,
      body.orderId,
    )(await refund(db, { ...body, tenant: caller.tenant.client }, refunding(now, request))),
  );
  route(app, deps, "cancelTicketsQuote", ({ caller, db, body, now }) =>
    quoteCancelTickets(db, { ...body, tenant: caller.tenant.client }, now),
  );
  route(app, deps, "cancelTickets", async ({ caller, db, body, now, request }) =>
    logRefund(
      request.log,
      body.orderId,
      "order.tickets-cancelled",
    )(await cancelTickets(db, { ...body, tenant: caller.tenant.client }, refunding(now, request))),
  );
  route(app, deps, "resendTickets", ({ caller, db, body, now, request }) =>
    resendTickets(
      db,
      { ...body, tenant: caller.tenant.client },
      { now, mail: mailSendingOf(deps, request.ip) },
    ),
  );
};
