import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type { ChangeVisitAnswer, ChangeVisitQuote } from "#contract/orders.js";
import { describeFieldErrors } from "../../../src/domain/errorMessages.js";
import { dollarsFromCents } from "../../../src/domain/money.js";
import { validateCard, type CardForm } from "../../../src/domain/purchaseForm.js";
import { venueDate } from "../../../src/domain/venueTime.js";
import { invalidRequest, type Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";
import { checkDeclines, recordDecline, type DeclineLimits } from "./cardDeclines.js";
import { planChange, type ChangePlan, type ChangeVisitRequest } from "./changeVisitPlan.js";
import { newTicketBarcode } from "./codes.js";
import { queueMail, type MailSending } from "./mailOutbox.js";
import { recordRefund } from "./orderValue.js";
import { authorizeCard } from "./payments.js";
import { returnPlaces } from "./waitingListOffers.js";

/*
 * "Change date or time": the chosen tickets move to another entry time in the caller's
 * transaction. Their new places are taken before their old ones go back on sale, the
 * difference is charged or refunded, and each moved ticket gets a new barcode, so the old one
 * no longer admits. Any failure leaves the order as it was.
 */

/** What changing the visit would cost or give back; nothing changes. */
export const quoteChangeVisit = async (
  db: Queryable,
  request: ChangeVisitRequest,
  now: Date,
): Promise<E.Either<Failure, t.OutputOf<typeof ChangeVisitQuote>>> => {
  const plan = await planChange(db, request, now, "");
  if (E.isLeft(plan)) return plan;
  const { orderId, amountDue, refund, newWorth, moving } = plan.right;
  return E.right({
    orderId,
    amountDue: dollarsFromCents(amountDue),
    refundAmount: dollarsFromCents(refund),
    newWorth: dollarsFromCents(newWorth.total),
    ticketsMoved: moving.length,
  });
};

export interface ChangeVisitDeps {
  readonly now: Date;
  readonly mail: MailSending | undefined;
  /** The client address a card is tried from, and the decline limits it is held to. */
  readonly client: string;
  readonly declineLimits: DeclineLimits;
}

/**
 * Charges what the change costs more, to a card checked as the checkout checks it, within the
 * purchase's decline limits. A declined card changes nothing but its count.
 */
const chargeDifference = async (
  db: Queryable,
  plan: ChangePlan,
  card: CardForm,
  deps: ChangeVisitDeps,
): Promise<E.Either<Failure, null>> => {
  const checked = validateCard(card, venueDate(deps.now));
  if (E.isLeft(checked)) {
    return invalidRequest(`The card is not valid: ${describeFieldErrors(checked.left).join(" ")}`);
  }
  const attempt = { orderId: plan.orderId, client: deps.client, now: deps.now };
  const allowed = await checkDeclines(db, attempt, deps.declineLimits);
  if (E.isLeft(allowed)) return allowed;
  const approval = authorizeCard(card.cardNumber);
  if (E.isLeft(approval)) {
    await recordDecline(db, attempt, deps.declineLimits);
    return E.left({ ...approval.left, keepsWrites: true });
  }
  await db.query(
    `insert into order_money (order_id, kind, amount_cents, at_ms, card_last4)
     values ($1, 'charge', $2, $3, $4)`,
    [plan.orderId, plan.amountDue, deps.now.getTime(), approval.right.cardLast4],
  );
  return E.right(null);
};

/**
 * Takes the new places, then gives the old ones back, offered first to the parties waiting
 * for them.
 */
const swapPlaces = async (db: Queryable, plan: ChangePlan, deps: ChangeVisitDeps) => {
  const ids = plan.moving.map((ticket) => ticket.ticket_id);
  await db.query("update slots set sold = sold + $2 where slot_id = $1", [
    plan.target.slot_id,
    ids.length,
  ]);
  await returnPlaces(db, plan.orderId, ids, { now: deps.now, sendsMail: deps.mail !== undefined });
};

/** The moved tickets at their new entry time and price, each with a new barcode. */
const moveTickets = async (db: Queryable, plan: ChangePlan) => {
  const { target } = plan;
  await db.query(
    `update tickets t set slot_id = $2, visit_date = $3::date, start_time = $4::timestamp,
       end_time = $5::timestamp, unit_cents = m.unit_cents, barcode = m.barcode
     from unnest($1::bigint[], $6::integer[], $7::text[]) as m(ticket_id, unit_cents, barcode)
     where t.ticket_id = m.ticket_id`,
    [
      plan.moving.map((ticket) => ticket.ticket_id),
      target.slot_id,
      target.visit_date,
      target.start_time,
      target.end_time,
      plan.moving.map((ticket) => ticket.unit_cents),
      plan.moving.map(() => newTicketBarcode()),
    ],
  );
};

/** The order is worth what its tickets now are, and its visit starts with its first one. */
const updateOrder = (db: Queryable, plan: ChangePlan) =>
  db.query(
    `update orders set total_cents = $2, tax_cents = $3,
       visit_at = (select min(s.start_time) from tickets t join slots s on s.slot_id = t.slot_id
                   where t.order_id = $1 and t.cancelled_at_ms is null)
     where order_id = $1`,
    [plan.orderId, plan.newWorth.total, plan.newWorth.tax],
  );

const answerOf = (plan: ChangePlan, now: Date) => ({
  orderId: plan.orderId,
  chargedAmount: dollarsFromCents(plan.amountDue),
  refundedAmount: dollarsFromCents(plan.refund),
  ticketsMoved: plan.moving.length,
  changedAt: now.toISOString(),
});

/**
 * Changes the chosen tickets' visit, the order and the entry times locked until the caller's
 * transaction commits, and sends the tickets e-mail again with the new times (within the mail
 * limits: past them the change still goes through, without its e-mail).
 */
export const changeVisit = async (
  db: Queryable,
  request: ChangeVisitRequest & { readonly payment: CardForm },
  deps: ChangeVisitDeps,
): Promise<E.Either<Failure, t.OutputOf<typeof ChangeVisitAnswer>>> => {
  const planned = await planChange(db, request, deps.now, "for update");
  if (E.isLeft(planned)) return planned;
  const plan = planned.right;
  if (plan.amountDue > 0) {
    const charged = await chargeDifference(db, plan, request.payment, deps);
    if (E.isLeft(charged)) return charged;
  }
  await recordRefund(db, { orderId: plan.orderId, amountCents: plan.refund, now: deps.now });
  await swapPlaces(db, plan, deps);
  await moveTickets(db, plan);
  await updateOrder(db, plan);
  if (deps.mail !== undefined) {
    await queueMail(
      db,
      { kind: "confirmation", orderId: plan.orderId, recipient: plan.email, now: deps.now },
      deps.mail,
    );
  }
  return E.right(answerOf(plan, deps.now));
};
