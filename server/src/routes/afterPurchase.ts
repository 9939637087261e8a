import type { FastifyInstance } from "fastify";
import { route, type RouteDeps } from "../http/route.js";
import { logRefund } from "../http/saleEvents.js";
import { refund, searchOrder, viewTickets } from "../sales/afterPurchase.js";
import { resendTickets } from "../sales/resendTickets.js";

/** View tickets, order search, refund and resend tickets: what a guest does after buying. */
export const registerAfterPurchase = (app: FastifyInstance, deps: RouteDeps) => {
  route(app, deps, "viewTickets", ({ caller, db, query }) =>
    viewTickets(db, caller.tenant.client, query.orderConfirmation),
  );
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
