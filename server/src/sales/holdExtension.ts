import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type { ExtendedPendingOrder } from "#contract/ticketing.js";
import type { Failure } from "../http/failure.js";
import type { Queryable } from "../storage/storage.js";
import { lockPendingOrder } from "./pendingOrderLock.js";

type Answer = t.OutputOf<typeof ExtendedPendingOrder>;

/**
 * "Need more time?": a live hold starts again in full from now, so its seats stay held with no
 * gap in which someone else could take them. Starting over (rather than adding to the expiry)
 * keeps a hold at most one hold length ahead however often the guest asks. An expired,
 * confirmed, unknown or other tenant's order is refused exactly as a purchase of it would be,
 * because its seats may already be someone else's.
 */
export const extendPendingOrder = async (input: {
  db: Queryable;
  orderId: number;
  tenant: string;
  now: Date;
  holdMinutes: number;
}): Promise<E.Either<Failure, Answer>> => {
  const { db, orderId, tenant, now, holdMinutes } = input;
  const locked = await lockPendingOrder(db, { orderId, tenant, now });
  if (E.isLeft(locked)) return locked;
  const expiresAtMs = now.getTime() + holdMinutes * 60_000;
  await db.query(
    "update pending_orders set expires_at_ms = greatest(expires_at_ms, $2) where order_id = $1",
    [orderId, expiresAtMs],
  );
  return E.right({ orderId, reservationExpirationDateTime: new Date(expiresAtMs).toISOString() });
};
