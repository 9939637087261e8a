import type { FastifyInstance } from "fastify";
import { route, type RouteDeps } from "../http/route.js";
import { createPendingOrder } from "../sales/reservation.js";

/** Both create-pending-order routes, the ticketing one and its web-sales twin, do the same. */
export const registerReservation = (app: FastifyInstance, deps: RouteDeps) => {
  route(app, deps, "createPendingOrder", createPendingOrder);
  route(app, deps, "webSalesCreatePendingOrder", createPendingOrder);
};
