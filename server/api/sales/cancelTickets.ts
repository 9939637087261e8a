import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type { CancelTicketsAnswer, CancelTicketsQuote } from "#contract/orders.js";
import { dollarsFromCents, type Cents } from "../../../src/domain/money.js";
import { venueWallClock } from "../../../src/domain/venueTime.js";
import type { Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";
import { notRefundable, refund, type OrderKey } from "./afterPurchase.js";
import { queueMail, type MailSending } from "./mailOutbox.js";
import type { OrderCatalogue } from "./orderCatalogue.js";
import {
  catalogueOfTickets,
  orderTerms,
  paidFor,
  recordRefund,
  worthOf,
  type Worth,
} from "./orderValue.js";
import { chosenTicketsOf, groupBelowMinimum, type StandingTicket } from "./standingTickets.js";
import { returnPlaces } from "./waitingListOffers.js";

/*
 * "Cancel some tickets": the chosen tickets of an order are cancelled and the guest gets back
 * what they paid beyond what the tickets they keep are worth, so a group that keeps fewer
 * tickets may earn fewer free ones. The rest of the order stands. Choosing every ticket is
 * cancelling the order.
 */

export interface CancelTicketsRequest extends OrderKey {
  readonly ticketIds: readonly number[];
}

/** A product with a group minimum keeps none of its tickets or at least that many. */
const groupFailure = (
  catalogue: OrderCatalogue,
  kept: readonly StandingTicket[],
): E.Either<Failure, null> => {
  const counts = new Map<number, number>();
  for (const ticket of kept)
    counts.set(ticket.product_id, (counts.get(ticket.product_id) ?? 0) + 1);
  for (const [productId, count] of counts) {
    const product = catalogue.products.get(productId);
    const minimum = product?.groupSalesMinQty ?? null;
    if (product !== undefined && minimum !== null && count < minimum) {
      return groupBelowMinimum(
        `A group booking keeps at least ${minimum} ${product.name} tickets. Cancel fewer of them, or all of them.`,
      );
    }
  }
  return E.right(null);
};

interface Plan {
  readonly orderId: number;
  readonly email: string;
  readonly chosen: readonly StandingTicket[];
  readonly kept: readonly StandingTicket[];
  readonly keptWorth: Worth;
  readonly refund: Cents;
}

/**
 * What cancelling the chosen tickets would do, or why it may not: every one a standing ticket
 * of the order whose visit is still to come, and no group left below its minimum.
 */
const planCancellation = async (
  db: Queryable,
  request: CancelTicketsRequest,
  now: Date,
  lock: "" | "for update",
): Promise<E.Either<Failure, Plan>> => {
  const found = await chosenTicketsOf(db, request, lock, notRefundable("It was already refunded."));
  if (E.isLeft(found)) return found;
  const { orderId, email, standing: tickets, chosen } = found.right;
  const started = chosen.find((ticket) => ticket.starts_at <= venueWallClock(now));
  if (started !== undefined) {
    return notRefundable(`The visit of ticket ${started.ticket_id} has started.`);
  }
  const kept = tickets.filter((ticket) => !chosen.includes(ticket));
  const exchanged = chosen.find((ticket) => ticket.is_coded);
  if (exchanged !== undefined && kept.length > 0) {
    return notRefundable(
      `Ticket ${exchanged.ticket_id} was exchanged for a city-pass barcode: only cancelling the whole order gives the barcode back.`,
    );
  }
  const terms = await orderTerms(db, orderId);
  const catalogue = await catalogueOfTickets(db, terms, tickets);
  const group = groupFailure(catalogue, kept);
  if (E.isLeft(group)) return group;
  const keptWorth = worthOf(catalogue, terms, kept);
  const paid = await paidFor(db, orderId);
  return E.right({
    orderId,
    email,
    chosen,
    kept,
    keptWorth,
    refund: Math.max(0, paid - keptWorth.total),
  });
};

/** What cancelling the chosen tickets would refund; nothing changes. */
export const quoteCancelTickets = async (
  db: Queryable,
  request: CancelTicketsRequest,
  now: Date,
): Promise<E.Either<Failure, t.OutputOf<typeof CancelTicketsQuote>>> => {
  const plan = await planCancellation(db, request, now, "");
  if (E.isLeft(plan)) return plan;
  const { orderId, kept, keptWorth, refund: refundCents } = plan.right;
  return E.right({
    orderId,
    refundAmount: dollarsFromCents(refundCents),
    ticketsKept: kept.length,
    keptWorth: dollarsFromCents(keptWorth.total),
  });
};

export interface CancelTicketsDeps {
  readonly now: Date;
  readonly mail: MailSending | undefined;
  readonly barcodeExchanges: number;
}

/**
 * Cancels the chosen tickets in the caller's transaction, the order and its tickets locked
 * until it commits: their places go back on sale, the refund is recorded, the order is worth
 * what it keeps, and the tickets e-mail goes again with the tickets that stand (within the
 * mail limits: past them the cancellation still goes through, without its e-mail).
 */
export const cancelTickets = async (
  db: Queryable,
  request: CancelTicketsRequest,
  deps: CancelTicketsDeps,
): Promise<E.Either<Failure, t.OutputOf<typeof CancelTicketsAnswer>>> => {
  const plan = await planCancellation(db, request, deps.now, "for update");
  if (E.isLeft(plan)) return plan;
  const { orderId, email, chosen, kept, keptWorth, refund: refundCents } = plan.right;
  if (kept.length === 0) {
    const whole = await refund(db, request, deps);
    return E.map((answer: { refundedAmount: number; refundedAt: string }) => ({
      orderId,
      refundedAmount: answer.refundedAmount,
      ticketsKept: 0,
      refundedAt: answer.refundedAt,
    }))(whole);
  }
  const ids = chosen.map((ticket) => ticket.ticket_id);
  await returnPlaces(db, orderId, ids, { now: deps.now, sendsMail: deps.mail !== undefined });
  await db.query("update tickets set cancelled_at_ms = $2 where ticket_id = any($1::bigint[])", [
    ids,
    deps.now.getTime(),
  ]);
  await db.query("update orders set total_cents = $2, tax_cents = $3 where order_id = $1", [
    orderId,
    keptWorth.total,
    keptWorth.tax,
  ]);
  await recordRefund(db, { orderId, amountCents: refundCents, now: deps.now });
  if (deps.mail !== undefined) {
    await queueMail(
      db,
      { kind: "confirmation", orderId, recipient: email, now: deps.now },
      deps.mail,
    );
  }
  return E.right({
    orderId,
    refundedAmount: dollarsFromCents(refundCents),
    ticketsKept: kept.length,
    refundedAt: deps.now.toISOString(),
  });
};
