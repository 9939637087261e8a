import type { FastifyInstance } from "fastify";
import { route, type RouteDeps } from "../http/route.js";
import { logVisitChange } from "../http/saleEvents.js";
import type { DeclineLimits } from "../sales/cardDeclines.js";
import { changeVisit, quoteChangeVisit } from "../sales/changeVisit.js";
import { mailSendingOf } from "../sales/mailOutbox.js";

/**
 * "Change date or time" on Manage my order: the quote, then the change. Like a purchase, the
 * change runs in one transaction and an `Idempotency-Key` replays its first answer, so a
 * retried change is charged once; its declined cards count against the purchase's limits.
 */
export const registerVisitChanges = (
  app: FastifyInstance,
  deps: RouteDeps,
  declineLimits: DeclineLimits,
) => {
  route(app, deps, "changeVisitQuote", ({ caller, db, body, now }) =>
    quoteChangeVisit(db, { ...body, tenant: caller.tenant.client }, now),
  );
  route(app, deps, "changeVisit", async ({ caller, db, body, now, request }) =>
    logVisitChange(
      request.log,
      body.orderId,
    )(
      await changeVisit(
        db,
        { ...body, tenant: caller.tenant.client },
        { now, mail: mailSendingOf(deps, request.ip), client: request.ip, declineLimits },
      ),
    ),
  );
};
