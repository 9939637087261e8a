import * as E from "fp-ts/lib/Either.js";
import { ApiCode } from "../../../src/domain/errors.js";
import type { Cents } from "../../../src/domain/money.js";
import { venueMoment, venueWallClock } from "../../../src/domain/venueTime.js";
import { invalidRequest, type Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";
import type { OrderKey } from "./afterPurchase.js";
import type { OrderCatalogue } from "./orderCatalogue.js";
import {
  catalogueOfTickets,
  orderTerms,
  paidFor,
  worthOf,
  type OrderTerms,
  type Worth,
} from "./orderValue.js";
import { dateRefusal } from "./saleDates.js";
import type { SaleProduct } from "./saleProducts.js";
import { materialiseSlots, remainingOf } from "./slots.js";
import { chosenTicketsOf, groupBelowMinimum, type StandingTicket } from "./standingTickets.js";
import { unitPriceCents } from "./ticketPrice.js";

/*
 * "Change date or time": what moving some of an order's tickets to another entry time would
 * do, or why it may not. The tickets moved are priced for their new date by the price rule
 * they were sold under (the sale kind, the order's tax rate); the guest pays the difference
 * with what they have paid, or gets it back.
 */

export interface ChangeVisitRequest extends OrderKey {
  readonly ticketIds: readonly number[];
  readonly visitDate: string;
  /** The entry time; null for a product sold by the day. */
  readonly inventoryId: number | null;
}

/** The entry time the tickets move to, as their tickets name it. */
export interface TargetSlot {
  readonly slot_id: number;
  readonly visit_date: string;
  /** Null for a product sold by the day: its tickets name no entry time. */
  readonly start_time: string | null;
  readonly end_time: string | null;
  readonly remaining: number;
}

export interface ChangePlan {
  readonly orderId: number;
  readonly email: string;
  /** The chosen tickets not already at the entry time, as they will be: new date and price. */
  readonly moving: readonly StandingTicket[];
  readonly target: TargetSlot;
  readonly newWorth: Worth;
  readonly amountDue: Cents;
  readonly refund: Cents;
}

const notChangeable = (message: string) =>
  E.left<Failure>({ status: 409, Code: ApiCode.VisitNotChangeable, message });

const windowText = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;

/** The first of `chosen` whose visit is inside its change window (or has started). */
const tooLate = (chosen: readonly StandingTicket[], now: Date) =>
  chosen.find((ticket) => {
    const window = ticket.change_window_minutes ?? 0;
    return ticket.starts_at <= venueWallClock(new Date(now.getTime() + window * 60_000));
  });

/** Why the chosen tickets' visit may not change at all; null when it may. */
const ticketRefusal = (
  chosen: readonly StandingTicket[],
  standing: readonly StandingTicket[],
  product: SaleProduct,
  now: Date,
): E.Either<Failure, never> | null => {
  const window = chosen[0]?.change_window_minutes ?? null;
  if (window === null) return notChangeable(`${product.name} visits cannot change.`);
  const exchanged = chosen.find((ticket) => ticket.is_coded);
  if (exchanged !== undefined) {
    return notChangeable(
      `Ticket ${exchanged.ticket_id} was exchanged for a city-pass barcode: its visit cannot change.`,
    );
  }
  const late = tooLate(chosen, now);
  if (late !== undefined) {
    return notChangeable(
      `Ticket ${late.ticket_id}'s visit is less than ${windowText(window)} away: visits change until ${windowText(window)} before their entry time.`,
    );
  }
  const all = standing.filter((ticket) => ticket.product_id === product.productId).length;
  if (product.groupSalesMinQty !== null && chosen.length < all) {
    return groupBelowMinimum(
      `A group booking changes together: choose all ${all} ${product.name} tickets.`,
    );
  }
  return null;
};

/** The entry time asked for: of the product, on the date, still on sale; locked when changing. */
const targetSlot = async (
  db: Queryable,
  request: ChangeVisitRequest,
  productId: number,
  now: Date,
  lock: "" | "for update",
): Promise<TargetSlot | undefined> => {
  await materialiseSlots(db, productId, request.visitDate);
  const [slot] = await db.query<TargetSlot>(
    `select s.slot_id, to_char(s.visit_date, 'YYYY-MM-DD') as visit_date,
       case when p.slot_minutes is null then null else s.start_time end as start_time,
       case when p.slot_minutes is null then null else s.end_time end as end_time,
       ${remainingOf("$4")}::integer as remaining
     from slots s join products p on p.product_id = s.product_id
     where s.product_id = $1 and s.visit_date = $2::date and s.end_time > $5::timestamp
       and (s.slot_id = $3::bigint or ($3::bigint is null and p.slot_minutes is null))
     ${lock === "" ? "" : "for update of s"}`,
    [productId, request.visitDate, request.inventoryId, now.getTime(), venueWallClock(now)],
  );
  return slot;
};

/**
 * Locks the entry times a change touches, the ones it leaves and the one it moves to, in one
 * order, so that two changes crossing between the same two entry times wait for each other
 * instead of deadlocking.
 */
const lockSlots = (db: Queryable, slotIds: readonly number[]) =>
  db.query(
    "select slot_id from slots where slot_id = any($1::bigint[]) order by slot_id for update",
    [slotIds],
  );

/** The moved tickets at their new date, each at its type's price for that date. */
const movedTickets = (
  moving: readonly StandingTicket[],
  catalogue: OrderCatalogue,
  terms: OrderTerms,
  visitDate: string,
): StandingTicket[] => {
  const types = new Map(catalogue.discounts.map((type) => [type.discount_id, type]));
  return moving.map((ticket) => {
    const type = types.get(ticket.discount_id);
    if (type === undefined) throw new Error(`ticket type ${ticket.discount_id} is gone`);
    return {
      ...ticket,
      visit_date: visitDate,
      unit_cents: unitPriceCents(type, terms.saleKind, visitDate),
    };
  });
};

/**
 * What changing the chosen tickets' visit would do, or why it may not: every one a standing
 * ticket of one product whose visit may still change, a group's all together, to an entry
 * time of that product still on sale with a place for each ticket that moves.
 */
export const planChange = async (
  db: Queryable,
  request: ChangeVisitRequest,
  now: Date,
  lock: "" | "for update",
): Promise<E.Either<Failure, ChangePlan>> => {
  const found = await chosenTicketsOf(
    db,
    request,
    lock,
    notChangeable("It was cancelled and refunded."),
  );
  if (E.isLeft(found)) return found;
  const { orderId, email, standing, chosen } = found.right;
  if (new Set(chosen.map((ticket) => ticket.product_id)).size > 1) {
    return invalidRequest("The tickets of one product change at a time: choose one product's.");
  }
  const terms = await orderTerms(db, orderId);
  const catalogue = await catalogueOfTickets(db, terms, standing);
  const productId = chosen[0]?.product_id ?? 0;
  const product = catalogue.products.get(productId);
  if (product === undefined) return notChangeable("Its product is no longer sold.");
  const refused = ticketRefusal(chosen, standing, product, now);
  if (refused !== null) return refused;
  const dateRefused = dateRefusal(product, request.visitDate, venueMoment(now));
  if (dateRefused !== null) return invalidRequest(dateRefused);
  const unlocked = await targetSlot(db, request, productId, now, "");
  if (unlocked === undefined) {
    return invalidRequest(
      `inventoryId ${String(request.inventoryId)} is not an entry time of product ${productId} on ${request.visitDate} that is still on sale.`,
    );
  }
  const leaving = chosen.filter((ticket) => ticket.slot_id !== unlocked.slot_id);
  if (leaving.length === 0) return invalidRequest("These tickets are for that entry time already.");
  if (lock !== "") {
    await lockSlots(db, [...leaving.map((ticket) => ticket.slot_id), unlocked.slot_id]);
  }
  const target =
    lock === "" ? unlocked : ((await targetSlot(db, request, productId, now, lock)) ?? unlocked);
  if (target.remaining < leaving.length) {
    return E.left<Failure>({
      status: 409,
      Code: ApiCode.EntryTimeFull,
      message: `That entry time has ${target.remaining} places left, and ${leaving.length} are needed.`,
    });
  }
  const moving = movedTickets(leaving, catalogue, terms, request.visitDate);
  const movedIds = new Set(moving.map((ticket) => ticket.ticket_id));
  const newWorth = worthOf(catalogue, terms, [
    ...standing.filter((ticket) => !movedIds.has(ticket.ticket_id)),
    ...moving,
  ]);
  const difference = newWorth.total - (await paidFor(db, orderId));
  return E.right({
    orderId,
    email,
    moving,
    target,
    newWorth,
    amountDue: Math.max(0, difference),
    refund: Math.max(0, -difference),
  });
};
