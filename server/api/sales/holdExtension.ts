import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type { ExtendedPendingOrder } from "#contract/ticketingCodecs.js";
import { ApiCode } from "../../../src/domain/errors.js";
import type { Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";
import { lockPendingOrder } from "./pendingOrderLock.js";

type Answer = t.OutputOf<typeof ExtendedPendingOrder>;

// How many times one pending order's hold may be extended, unless the environment's
// HOLD_EXTENSIONS says otherwise: with 10-minute holds, 40 minutes in all to check out.
export const DEFAULT_HOLD_EXTENSIONS = 3;

const extensionsExhausted = (maxExtensions: number): Failure => ({
  status: 409,
  Code: ApiCode.HoldExtensionsExhausted,
  message: `This hold cannot be extended again: a hold is extended at most ${String(maxExtensions)} ${maxExtensions === 1 ? "time" : "times"}.`,
});

/**
 * "Need more time?": a live hold starts again in full from now, so its seats stay held with no
 * gap in which someone else could take them. Starting over (rather than adding to the expiry)
 * keeps a hold at most one hold length ahead however often the guest asks, and at most
 * `maxExtensions` times, so a hold cannot squat its seats for ever. An expired, confirmed,
 * unknown, other tenant's or other cart's order is refused exactly as a purchase of it would
 * be, because its seats may already be someone else's.
 */
export const extendPendingOrder = async (input: {
  db: Queryable;
  orderId: number;
  tenant: string;
  cartToken: string;
  now: Date;
  holdMinutes: number;
  maxExtensions: number;
}): Promise<E.Either<Failure, Answer>> => {
  const { db, orderId, now, holdMinutes, maxExtensions } = input;
  const locked = await lockPendingOrder(db, input);
  if (E.isLeft(locked)) return locked;
  const expiresAtMs = now.getTime() + holdMinutes * 60_000;
  const [extended] = await db.query<{ extensions: number }>(
    `update pending_orders set expires_at_ms = greatest(expires_at_ms, $2),
       extensions = extensions + 1
     where order_id = $1 and extensions < $3 returning extensions`,
    [orderId, expiresAtMs, maxExtensions],
  );
  if (extended === undefined) return E.left(extensionsExhausted(maxExtensions));
  return E.right({
    orderId,
    reservationExpirationDateTime: new Date(expiresAtMs).toISOString(),
    extensionsLeft: maxExtensions - extended.extensions,
  });
};
