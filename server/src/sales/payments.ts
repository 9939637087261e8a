import * as E from "fp-ts/lib/Either.js";
import { WireCode } from "#contract/failure.js";
import { ApiCode } from "../../../src/domain/errors.js";
import { digitsOf } from "../../../src/domain/purchaseForm.js";
import type { Failure } from "../http/failure.js";
import type { Queryable } from "../storage/storage.js";

/*
 * The test-card gateway of the reference API: `4000 0000 0000 0002` is declined and every other
 * number that passes the form's Luhn check approves (the README documents
 * `4242 4242 4242 4242`). Only the last four digits leave this module; the number and the
 * CVV are never stored.
 */

export const DECLINED_TEST_CARD = "4000000000000002";

export interface Approval {
  readonly cardLast4: string;
}

/** Asks the (test) gateway to approve a charge to this card. */
export const authorizeCard = (cardNumber: string): E.Either<Failure, Approval> => {
  const digits = digitsOf(cardNumber);
  if (digits === DECLINED_TEST_CARD) {
    return E.left<Failure>({
      status: 402,
      Code: WireCode.PaymentDeclined,
      message: "Your card was declined.",
    });
  }
  return E.right({ cardLast4: digits.slice(-4) });
};

/** Records the approved charge; `payments.order_id` is unique, so an order is paid once. */
export const recordPayment = async (
  db: Queryable,
  payment: { orderId: number; amountCents: number; approval: Approval; now: Date },
): Promise<void> => {
  await db.query(
    `insert into payments (order_id, amount_cents, card_last4, approved_at_ms)
     values ($1, $2, $3, $4)`,
    [payment.orderId, payment.amountCents, payment.approval.cardLast4, payment.now.getTime()],
  );
};

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

/**
 * Refuses, before any card is tried, an order or client address that has had its declines.
 * The order's count is read on the row its confirmation has locked.
 */
export const checkDeclines = async (
  db: Queryable,
  attempt: { orderId: number; client: string; limits: DeclineLimits; now: Date },
): Promise<E.Either<Failure, null>> => {
  const [order] = await db.query<{ declines: number }>(
    "select declines from pending_orders where order_id = $1",
    [attempt.orderId],
  );
  if ((order?.declines ?? 0) >= attempt.limits.perOrder) return E.left(tooManyDeclines);
  const [client] = await db.query<{ declines: number }>(
    "select count(*)::int as declines from card_declines where client = $1 and declined_at_ms > $2",
    [attempt.client, attempt.now.getTime() - attempt.limits.windowMs],
  );
  if ((client?.declines ?? 0) >= attempt.limits.perClient) return E.left(tooManyDeclines);
  return E.right(null);
};

/**
 * Counts a declined card against its order and client address. Run outside the confirmation's
 * transaction, whose refusal rolls back everything else it did, so the decline is kept.
 */
export const recordDecline = async (
  db: Queryable,
  decline: { orderId: number; client: string; windowMs: number; now: Date },
): Promise<void> => {
  const nowMs = decline.now.getTime();
  await db.query("update pending_orders set declines = declines + 1 where order_id = $1", [
    decline.orderId,
  ]);
  // Declines past the window count for nothing, so the client's are dropped as it adds one.
  await db.query("delete from card_declines where client = $1 and declined_at_ms <= $2", [
    decline.client,
    nowMs - decline.windowMs,
  ]);
  await db.query("insert into card_declines (client, declined_at_ms) values ($1, $2)", [
    decline.client,
    nowMs,
  ]);
};
