import * as E from "fp-ts/lib/Either.js";
import { WireCode } from "#contract/failure.js";
import { digitsOf } from "../../../src/domain/purchaseForm.js";
import type { Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";

/*
 * The test-card gateway of the reference API: `4000 0000 0000 0002` is declined and every other
 * number that passes the form's Luhn check approves (docs/reference-api.md documents
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
