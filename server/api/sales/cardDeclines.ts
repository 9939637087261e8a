import * as E from "fp-ts/lib/Either.js";
import { ApiCode } from "../../../src/domain/errors.js";
import type { Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";

/** How many declined cards are tried before confirm-purchase refuses without trying one. */
export interface DeclineLimits {
  /** DECLINES_PER_ORDER: declines on one pending order. */
  readonly perOrder: number;
  /** DECLINES_PER_CLIENT: declines from one client address per `windowMs`. */
  readonly perClient: number;
  readonly windowMs: number;
}

// A guest who mistypes a card or two still gets through; a card tester, whose attempts are
// nearly all declines, is stopped after a handful instead of 200 a second.
export const defaultDeclineLimits: DeclineLimits = {
  perOrder: 3,
  perClient: 10,
  windowMs: 60 * 60_000,
};

const tooManyDeclines: Failure = {
  status: 429,
  Code: ApiCode.TooManyDeclines,
  message:
    "Too many cards have been declined for this order or from this address: no card is tried.",
};

/** A card about to be tried on a locked pending order, from a client address. */
export interface CardAttempt {
  readonly orderId: number;
  readonly client: string;
  readonly now: Date;
}

/**
 * Refuses, before any card is tried, an order or client address that has had its declines.
 * The order's count is read on the row its confirmation has locked; the address's under a lock
 * of the address held to the end of the transaction, so attempts from it sent at once, to any
 * instance, are counted one after the other.
 */
export const checkDeclines = async (
  db: Queryable,
  attempt: CardAttempt,
  limits: DeclineLimits,
): Promise<E.Either<Failure, null>> => {
  const [order] = await db.query<{ declines: number }>(
    "select declines from pending_orders where order_id = $1",
    [attempt.orderId],
  );
  if ((order?.declines ?? 0) >= limits.perOrder) return E.left(tooManyDeclines);
  await db.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
    `card declines of ${attempt.client}`,
  ]);
  const [client] = await db.query<{ declines: number }>(
    "select count(*)::int as declines from card_declines where client = $1 and declined_at_ms > $2",
    [attempt.client, attempt.now.getTime() - limits.windowMs],
  );
  return (client?.declines ?? 0) >= limits.perClient ? E.left(tooManyDeclines) : E.right(null);
};

/** Counts a declined card against its order and client address. */
export const recordDecline = async (
  db: Queryable,
  attempt: CardAttempt,
  limits: DeclineLimits,
): Promise<void> => {
  const nowMs = attempt.now.getTime();
  await db.query("update pending_orders set declines = declines + 1 where order_id = $1", [
    attempt.orderId,
  ]);
  // Declines past the window count for nothing, so the address's are dropped as it adds one.
  await db.query("delete from card_declines where client = $1 and declined_at_ms <= $2", [
    attempt.client,
    nowMs - limits.windowMs,
  ]);
  await db.query("insert into card_declines (client, declined_at_ms) values ($1, $2)", [
    attempt.client,
    nowMs,
  ]);
};
