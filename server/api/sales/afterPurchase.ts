import * as E from "fp-ts/lib/Either.js";
import { ApiCode } from "../../../src/domain/errors.js";
import * as texts from "../../../src/domain/texts.js";
import { dollarsFromCents } from "../../../src/domain/money.js";
import type { Failure } from "../core/failure.js";
import { queueMail, type MailSending } from "./mailOutbox.js";
import type { Locale } from "../../../src/domain/locale.js";
import type { Queryable } from "../storage/storage.js";
import { venueWallClock } from "../../../src/domain/venueTime.js";
import { releaseBarcodes } from "./barcodeExchange.js";
import { standingTickets, ticketsOfOrder, wireTicket } from "./orderTickets.js";
import { returnPlaces } from "./waitingListOffers.js";
import { paidFor, recordRefund } from "./orderValue.js";
import { productNameIn } from "./venueWords.js";

interface OrderRow {
  readonly order_id: number;
  readonly order_confirmation: string;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly total_cents: number;
  readonly tax_cents: number;
  readonly ordered_at: string;
  readonly visit_at: string;
  readonly refunded_at_ms: number | null;
}

/** What a guest names an order by, and the tenant it was sold under. */
export interface OrderKey {
  readonly orderId: number;
  readonly tenant: string;
  readonly email: string;
}

/**
 * An order is found by its id, its tenant and the guest's e-mail (trimmed, any case). A
 * wrong e-mail and an unknown order get the same answer, so nobody can probe for orders.
 */
export const findOrder = async (
  db: Queryable,
  where: OrderKey,
  lock: "" | "for update",
): Promise<OrderRow | undefined> => {
  const [row] = await db.query<OrderRow>(
    `select order_id, order_confirmation, email, first_name, last_name, total_cents, tax_cents,
       ordered_at, visit_at, refunded_at_ms
     from orders where order_id = $1 and tenant = $2 and lower(email) = lower($3) ${lock}`,
    [where.orderId, where.tenant, where.email.trim()],
  );
  return row;
};

export const orderNotFound = E.left<Failure>({
  status: 404,
  Code: ApiCode.OrderNotFound,
  message: texts.orderNotFound,
});

export const notRefundable = (reason: string) =>
  E.left<Failure>({
    status: 409,
    Code: ApiCode.NotRefundable,
    message: `${texts.notRefundable} ${reason}`,
  });

/** The order's products and their tickets, each product named in `language`. */
const orderProducts = (db: Queryable, orderId: number, language: Locale) =>
  db.query<{ productName: string; qty: number }>(
    `select ${productNameIn("t.product_id", "t.name", "$2")} as "productName",
       count(*)::integer as qty
     from tickets t where t.order_id = $1 and t.cancelled_at_ms is null
     group by t.product_id, t.name order by min(t.ticket_id)`,
    [orderId, language],
  );

/** A cancelled order's tickets are void: they are neither shown nor sent again. */
export const orderCanceled = E.left<Failure>({
  status: 409,
  Code: ApiCode.OrderCanceled,
  message: texts.orderCanceled,
});

const isCanceled = async (db: Queryable, tenant: string, orderConfirmation: string) =>
  (
    await db.query(
      `select 1 from orders
       where tenant = $1 and order_confirmation = $2 and refunded_at_ms is not null`,
      [tenant, orderConfirmation.trim().toUpperCase()],
    )
  ).length > 0;

/**
 * An order's standing tickets. A refunded order's are refused as cancelled, so the guest who
 * follows their tickets link learns why there are none; an unknown confirmation has none (the
 * storefront's NO_TICKET).
 */
export const viewTickets = async (
  db: Queryable,
  tenant: string,
  orderConfirmation: string,
  language: Locale,
) => {
  const tickets = await standingTickets(db, orderConfirmation, tenant, language);
  if (tickets.length === 0 && (await isCanceled(db, tenant, orderConfirmation))) {
    return orderCanceled;
  }
  return E.right(tickets.map(wireTicket));
};

/** A refunded order is cancelled as of its refund, told in the venue's time like its other dates. */
const standing = (order: OrderRow) =>
  order.refunded_at_ms === null
    ? { status: "CONFIRMED" as const, cancelledDate: null }
    : {
        status: "CANCELLED" as const,
        cancelledDate: venueWallClock(new Date(order.refunded_at_ms)),
      };

/** The order a guest names, its products and tickets in `language`. */
export const searchOrder = async (
  db: Queryable,
  where: OrderKey,
  { language, now }: { readonly language: Locale; readonly now: Date },
) => {
  const order = await findOrder(db, where, "");
  if (order === undefined) return orderNotFound;
  const products = await orderProducts(db, order.order_id, language);
  const tickets = await ticketsOfOrder(db, order.order_id, language, now);
  return E.right({
    orderId: order.order_id,
    guestFirstName: order.first_name,
    guestLastName: order.last_name,
    orderDate: order.ordered_at,
    visitDate: order.visit_at,
    orderConfirmation: order.order_confirmation,
    numberOfTickets: products.reduce((sum, product) => sum + product.qty, 0),
    orderProducts: products,
    email: order.email,
    ...standing(order),
    totalPaid: dollarsFromCents(order.total_cents),
    totalTax: dollarsFromCents(order.tax_cents),
    tickets,
  });
};

/**
 * The guest gets back what they have paid for the order, net of refunds of tickets cancelled
 * before. The order row stays locked until the refund commits, so two refunds cannot both succeed;
 * the cancellation e-mail is queued with it, within the mail limits: past them the refund
 * still goes through, without its e-mail. A city-pass barcode comes back for another exchange
 * only while it has exchanges left.
 */
export const refund = async (
  db: Queryable,
  where: OrderKey,
  {
    now,
    mail,
    barcodeExchanges,
  }: {
    readonly now: Date;
    readonly mail: MailSending | undefined;
    readonly barcodeExchanges: number;
  },
) => {
  const order = await findOrder(db, where, "for update");
  if (order === undefined) return orderNotFound;
  if (order.refunded_at_ms !== null) return notRefundable("It was already refunded.");
  if (order.visit_at <= venueWallClock(now)) return notRefundable("The visit has started.");
  await db.query("update orders set refunded_at_ms = $2 where order_id = $1", [
    order.order_id,
    now.getTime(),
  ]);
  await returnPlaces(db, order.order_id, null, { now, sendsMail: mail !== undefined });
  const refunded = await paidFor(db, order.order_id);
  await recordRefund(db, { orderId: order.order_id, amountCents: refunded, now });
  await releaseBarcodes(db, { orderId: order.order_id, maxExchanges: barcodeExchanges });
  if (mail !== undefined) {
    await queueMail(
      db,
      { kind: "cancellation", orderId: order.order_id, recipient: order.email, now },
      mail,
    );
  }
  return E.right({
    orderId: order.order_id,
    refundedAmount: dollarsFromCents(refunded),
    refundedAt: now.toISOString(),
  });
};
