import type { FastifyInstance } from "fastify";
import { route, type RouteDeps } from "../http/route.js";
import { DEFAULT_HOLD_EXTENSIONS, extendPendingOrder } from "../sales/holdExtension.js";
import {
  createPendingOrder,
  createPendingOrderInOneCall,
  DEFAULT_HOLD_MINUTES,
} from "../sales/reservation.js";

/**
 * Both create-pending-order routes, the ticketing one and its web-sales twin, do the same, in
 * one database call when they can; the extension gives a live hold the same length again, a
 * limited number of times.
 */
export const registerReservation = (app: FastifyInstance, deps: RouteDeps) => {
  const holdMinutes = deps.holdMinutes ?? DEFAULT_HOLD_MINUTES;
  const maxExtensions = deps.holdExtensions ?? DEFAULT_HOLD_EXTENSIONS;
  const catalogue = deps.readCache === undefined ? {} : { catalogue: deps.readCache.catalogue };
  for (const name of ["createPendingOrder", "webSalesCreatePendingOrder"] as const) {
    route(
      app,
      deps,
      name,
      (input) => createPendingOrder({ ...input, holdMinutes, ...catalogue }),
      (input) => createPendingOrderInOneCall({ ...input, holdMinutes, ...catalogue }),
    );
  }
  route(app, deps, "extendPendingOrder", ({ db, caller, params, now }) =>
    extendPendingOrder({
      db,
      orderId: params.orderId,
      tenant: caller.tenant.client,
      now,
      holdMinutes,
      maxExtensions,
    }),
  );
};
