import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type { ConfirmPurchaseAnswer } from "#contract/orders.js";
import { dollarsFromCents } from "../../../src/domain/money.js";
import type { Locale } from "../../../src/domain/locale.js";
import type { PurchaseForm } from "../../../src/domain/purchaseForm.js";
import { invalidRequest, type Failure } from "../core/failure.js";
import { queueMail, type MailSending } from "./mailOutbox.js";
import type { Queryable } from "../storage/storage.js";
import { venueWallClock } from "../../../src/domain/venueTime.js";
import { exchangeBarcodes } from "./barcodeExchange.js";
import { newOrderConfirmation } from "./codes.js";
import { lockPendingOrder, type LockedOrder, type OrderLine } from "./pendingOrderLock.js";
import { checkDeclines, recordDecline, type DeclineLimits } from "./cardDeclines.js";
import { authorizeCard, recordPayment } from "./payments.js";
import { productsUnavailable } from "./saleProducts.js";
import { issueTickets, visitStart } from "./tickets.js";

/**
 * How the order is paid: by card, from a client address and within its decline limits, or not
 * at all (a zero total, confirm-order-promo).
 */
export type Settlement =
  | { readonly kind: "card"; readonly client: string; readonly limits: DeclineLimits }
  | { readonly kind: "free" };

// Where a declined card takes the confirmation back to: the order as it was locked, before any
// of its writes, so that only the decline's count is kept.
const BEFORE_ORDER = "before_order";

export interface Confirmation {
  readonly orderId: number;
  readonly tenant: string;
  /** The language the guest buys in: the order keeps it, for its e-mails and documents. */
  readonly language: Locale;
  /** The carttoken the request carries: only the cart that made the pending order confirms it. */
  readonly cartToken: string;
  readonly form: PurchaseForm;
  readonly settlement: Settlement;
  readonly now: Date;
  /** Who asks, when this server sends mail: then the tickets e-mail is queued with the order. */
  readonly mail: MailSending | undefined;
}

const unavailableProducts = async (db: Queryable, lines: readonly OrderLine[]) => {
  const rows = await db.query<{ product_id: number }>(
    "select product_id from products where product_id = any($1) and not is_available",
    [lines.map((line) => line.productId)],
  );
  return rows.map((row) => row.product_id);
};

const insertOrder = async (
  db: Queryable,
  confirmation: Confirmation,
  order: LockedOrder & { visitAt: string; orderConfirmation: string },
) => {
  const { form } = confirmation;
  await db.query(
    `insert into orders (order_id, tenant, order_confirmation, email, first_name, last_name,
       address1, address2, city, state, postal_code, country, phone_number, card_owner_name,
       send_notification, total_cents, tax_cents, ordered_at, visit_at, language, tax_basis_points)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, (select tax_basis_points from tenant_settings where tenant = $2))`,
    [
      confirmation.orderId,
      confirmation.tenant,
      order.orderConfirmation,
      form.email.trim(),
      form.firstName.trim(),
      form.lastName.trim(),
      form.address1.trim(),
      form.address2.trim(),
      form.city.trim(),
      form.state.trim(),
      form.postalCode.trim(),
      form.country.trim(),
      form.phoneNumber.trim(),
      form.cardOwnerName.trim(),
      form.sendNotificationYN,
      order.totalCents,
      order.taxCents,
      venueWallClock(confirmation.now),
      order.visitAt,
      confirmation.language,
    ],
  );
};

/**
 * Takes the payment the settlement calls for: a card charge, or nothing on a zero total. A
 * declined card undoes the order's writes but is counted, and its refusal keeps that count.
 */
const settle = async (
  db: Queryable,
  confirmation: Confirmation,
  totalCents: number,
): Promise<E.Either<Failure, null>> => {
  const { settlement } = confirmation;
  if (settlement.kind === "free") return E.right(null);
  const attempt = {
    orderId: confirmation.orderId,
    client: settlement.client,
    now: confirmation.now,
  };
  const allowed = await checkDeclines(db, attempt, settlement.limits);
  if (E.isLeft(allowed)) return allowed;
  const approval = authorizeCard(confirmation.form.cardNumber);
  if (E.isLeft(approval)) {
    await db.query(`rollback to savepoint ${BEFORE_ORDER}`);
    await recordDecline(db, attempt, settlement.limits);
    return E.left({ ...approval.left, keepsWrites: true });
  }
  await recordPayment(db, {
    orderId: confirmation.orderId,
    amountCents: totalCents,
    approval: approval.right,
    now: confirmation.now,
  });
  return E.right(null);
};

/**
 * Queues the tickets e-mail when this server sends mail; answers whether it is on its way. Past
 * the mail limits the order stands all the same: only its e-mail is not sent, nor promised.
 */
const queueTicketsMail = async (db: Queryable, confirmation: Confirmation): Promise<boolean> => {
  if (confirmation.mail === undefined) return false;
  const outcome = await queueMail(
    db,
    {
      kind: "confirmation",
      orderId: confirmation.orderId,
      recipient: confirmation.form.email.trim(),
      now: confirmation.now,
    },
    confirmation.mail,
  );
  return outcome.queued;
};

/**
 * Confirms a pending order in the caller's transaction: checks it is still there and still
 * available, records the order, exchanges its city-pass barcodes, takes the payment, and turns
 * its holds into tickets, and queues the tickets e-mail. The card is charged only once every
 * availability check has passed; any failure is answered as a value and the route rolls back
 * everything done before it, the e-mail too.
 */
export const confirmOrder = async (
  db: Queryable,
  confirmation: Confirmation,
): Promise<E.Either<Failure, t.OutputOf<typeof ConfirmPurchaseAnswer>>> => {
  const locked = await lockPendingOrder(db, confirmation);
  if (E.isLeft(locked)) return locked;
  const order = locked.right;
  if (confirmation.settlement.kind === "free" && order.totalCents > 0) {
    return invalidRequest("This order has a total to pay: confirm it with confirm-purchase.");
  }
  const unavailable = await unavailableProducts(db, order.lines);
  if (unavailable.length > 0) return productsUnavailable(unavailable);
  const visitAt = await visitStart(db, order.lines);
  const orderConfirmation = newOrderConfirmation();
  await db.query(`savepoint ${BEFORE_ORDER}`);
  await insertOrder(db, confirmation, { ...order, visitAt, orderConfirmation });
  const taken = await exchangeBarcodes(db, { ...confirmation, lines: order.lines });
  if (taken.length > 0) return productsUnavailable([...new Set(taken)]);
  const settled = await settle(db, confirmation, order.totalCents);
  if (E.isLeft(settled)) return settled;
  await issueTickets(db, { orderId: confirmation.orderId, ...order });
  await db.query("update pending_orders set status = 'confirmed' where order_id = $1", [
    confirmation.orderId,
  ]);
  const ticketsEmailQueued = await queueTicketsMail(db, confirmation);
  return E.right({
    successfulYN: true,
    orderId: confirmation.orderId,
    orderConfirmation,
    totalPrice: dollarsFromCents(order.totalCents),
    totalTax: dollarsFromCents(order.taxCents),
    ticketsEmailQueued,
  });
};
