import * as E from "fp-ts/lib/Either.js";
import type { FastifyInstance } from "fastify";
import { notFound } from "../http/failure.js";
import { documentRoute, route, type RouteDeps } from "../http/route.js";
import { logRefund } from "../http/saleEvents.js";
import { refund, searchOrder, viewTickets } from "../sales/afterPurchase.js";
import { resendTickets } from "../sales/resendTickets.js";
import { ticketsDocumentOf } from "../tickets/ticketsDocument.js";
import { renderTicketsPdf } from "../tickets/ticketsPdf.js";
import { texts } from "../../../src/domain/errors.js";

/** View tickets, order search, refund and resend tickets: what a guest does after buying. */
export const registerAfterPurchase = (app: FastifyInstance, deps: RouteDeps) => {
  route(app, deps, "viewTickets", ({ caller, db, query }) =>
    viewTickets(db, caller.tenant.client, query.orderConfirmation),
  );
  documentRoute(app, deps, "ticketsPdf", async ({ query }) => {
    const document = await ticketsDocumentOf(deps.storage, query.orderConfirmation);
    if (document === undefined) return notFound(texts.noTicket);
    return E.right({
      fileName: `tickets-${String(document.orderId)}.pdf`,
      bytes: await renderTicketsPdf(document),
    });
  });
  route(app, deps, "orderSearch", ({ caller, db, params }) =>
    searchOrder(db, { ...params, tenant: caller.tenant.client }),
  );
  route(app, deps, "refund", async ({ caller, db, body, now, request }) =>
    logRefund(
      request.log,
      body.orderId,
    )(
      await refund(
        db,
        { ...body, tenant: caller.tenant.client },
        { now, sendsMail: deps.sendsMail === true },
      ),
    ),
  );
  route(app, deps, "resendTickets", ({ caller, db, body, now }) =>
    resendTickets(
      db,
      { ...body, tenant: caller.tenant.client },
      { now, sendsMail: deps.sendsMail === true },
    ),
  );
};
