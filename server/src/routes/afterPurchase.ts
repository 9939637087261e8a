import type { FastifyInstance } from "fastify";
import { route, type RouteDeps } from "../http/route.js";
import { refund, searchOrder, viewTickets } from "../sales/afterPurchase.js";

/** View tickets, order search and refund: what a guest does after buying. */
export const registerAfterPurchase = (app: FastifyInstance, deps: RouteDeps) => {
  route(app, deps, "viewTickets", ({ caller, db, query }) =>
    viewTickets(db, caller.tenant.client, query.orderConfirmation),
  );
  route(app, deps, "orderSearch", ({ caller, db, params }) =>
    searchOrder(db, { ...params, tenant: caller.tenant.client }),
  );
  route(app, deps, "refund", ({ caller, db, body, now }) =>
    refund(db, { ...body, tenant: caller.tenant.client }, now),
  );
};
