import type { FastifyInstance } from "fastify";
import { route, type RouteDeps } from "../http/route.js";
import { joinWaitingList, leaveWaitingList } from "../sales/waitingList.js";
import { offerOfToken } from "../sales/waitingListOffer.js";

/** The waiting list for full entry times: join it, leave it, open the offer its mail links. */
export const registerWaitingList = (app: FastifyInstance, deps: RouteDeps) => {
  route(app, deps, "joinWaitingList", ({ caller, db, body, now }) =>
    joinWaitingList(db, { caller, email: body.email, order: body.order, now }),
  );
  route(app, deps, "leaveWaitingList", ({ caller, db, body, now }) =>
    leaveWaitingList(
      db,
      { tenant: caller.tenant.client, token: body.token },
      { now, sendsMail: deps.sendsMail === true },
    ),
  );
  route(app, deps, "waitingListOffer", ({ caller, db, body, now }) =>
    offerOfToken(db, { tenant: caller.tenant.client, token: body.token, now }),
  );
};
