import type { FastifyInstance, FastifyRequest } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import type { Failure } from "../core/failure.js";
import { route, type RouteDeps } from "../http/route.js";
import { DEFAULT_HOLD_EXTENSIONS, extendPendingOrder } from "../sales/holdExtension.js";
import type { HoldLimits } from "../sales/holdLimits.js";
import { checkCartToken } from "../sales/purchaseChecks.js";
import {
  createPendingOrder,
  createPendingOrderInOneCall,
  DEFAULT_HOLD_MINUTES,
  type HoldRequester,
} from "../sales/reservation.js";

/**
 * Both create-pending-order routes, the ticketing one and its web-sales twin, do the same, in
 * one database call when they can: the order is made for the cart whose token the request
 * carries, within what its client address may hold (`holdLimits`). The extension gives a live
 * hold the same length again, a limited number of times, to its own cart only.
 */
export const registerReservation = (
  app: FastifyInstance,
  deps: RouteDeps,
  holdLimits: HoldLimits,
) => {
  const holdMinutes = deps.holdMinutes ?? DEFAULT_HOLD_MINUTES;
  const maxExtensions = deps.holdExtensions ?? DEFAULT_HOLD_EXTENSIONS;
  const catalogue = deps.readCache === undefined ? {} : { catalogue: deps.readCache.catalogue };
  const requesterOf = (request: FastifyRequest): E.Either<Failure, HoldRequester> =>
    E.map((cartToken: string) => ({ client: request.ip, cartToken, limits: holdLimits }))(
      checkCartToken(request.headers.carttoken),
    );
  for (const name of ["createPendingOrder", "webSalesCreatePendingOrder"] as const) {
    route(
      app,
      deps,
      name,
      async (input) => {
        const requester = requesterOf(input.request);
        if (E.isLeft(requester)) return requester;
        return createPendingOrder({
          ...input,
          requester: requester.right,
          holdMinutes,
          ...catalogue,
        });
      },
      async (input) => {
        const requester = requesterOf(input.request);
        if (E.isLeft(requester)) return requester;
        return createPendingOrderInOneCall({
          ...input,
          requester: requester.right,
          holdMinutes,
          ...catalogue,
        });
      },
    );
  }
  route(app, deps, "extendPendingOrder", async ({ db, caller, params, now, request }) => {
    const token = checkCartToken(request.headers.carttoken);
    if (E.isLeft(token)) return token;
    return extendPendingOrder({
      db,
      orderId: params.orderId,
      tenant: caller.tenant.client,
      cartToken: token.right,
      now,
      holdMinutes,
      maxExtensions,
    });
  });
};
