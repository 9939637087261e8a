import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type { CreatePendingOrderAnswer, CreatePendingOrderRequest } from "#contract/ticketing.js";
import type { Caller } from "../http/caller.js";
import type { Failure } from "../http/failure.js";
import type { KeptReads } from "../http/readCache.js";
import type { Queryable } from "../storage/storage.js";
import { wirePricedCart } from "./cartPricing.js";
import { venueWallClock } from "../../../src/domain/venueTime.js";
import type { OrderCatalogue } from "./orderCatalogue.js";
import { ticketsOf, type CheckedEntry } from "./orderChecks.js";
import { barcodeFailure, priceOrderBeforeHold, slotRefusal, type PricedOrder } from "./pricing.js";
import { productsUnavailable } from "./saleProducts.js";

/**
 * Create pending order: the order is checked and priced exactly as the price call does,
 * then its tickets hold capacity in their slots for the reservation window.
 */

// How long a pending order holds its capacity before it stops counting (issue 3), unless the
// environment's HOLD_MINUTES says otherwise.
export const DEFAULT_HOLD_MINUTES = 10;

type Answer = t.OutputOf<typeof CreatePendingOrderAnswer>;
type Body = t.OutputOf<typeof CreatePendingOrderRequest>;

/**
 * The request as it is kept with the pending order: the order as held, every entry's visit
 * date settled (its slot too, by the hold) and barcodes normalised, and nothing the contract
 * does not name.
 */
const storedRequest = (body: Body, entries: readonly CheckedEntry[]): Body => ({
  userAccountId: body.userAccountId,
  memberVenueId: body.memberVenueId,
  orderType: body.orderType,
  groupSaleIndicator: body.groupSaleIndicator,
  salesTerminalTypeId: body.salesTerminalTypeId,
  eventId: body.eventId,
  offlineYN: body.offlineYN,
  deviceId: body.deviceId,
  taxIdentifier: body.taxIdentifier,
  isTenderBarcodeWithZeroPrice: body.isTenderBarcodeWithZeroPrice,
  products: entries.map((entry) => ({
    productId: entry.productId,
    visitDate: entry.visitDate,
    inventoryId: entry.inventoryId,
    selectedDiscounts: entry.selectedDiscounts.map((line) => ({
      id: line.id,
      promotionType: line.promotionType,
      ticketsCount: line.ticketsCount,
      ...(line.code === undefined ? {} : { code: line.code }),
    })),
  })),
});

/*
 * One call (migration 004's hold_pending_order) checks the entry times, finds or makes the
 * slots, locks them, and, only when every slot can take its tickets, inserts the pending order
 * and all its holds: a multi-slot order is all or nothing.
 */
const HOLD_PENDING_ORDER = `select held_order_id, refused_entry, short_product_ids from hold_pending_order(
    $1::integer[], $2::date[], $3::bigint[], $4::integer[], $5::bigint, $6::timestamp,
    $7, $8, $9::jsonb, $10::jsonb, $11::integer, $12::integer, $13::bigint)`;

type Held =
  | { readonly kind: "held"; readonly orderId: number; readonly expiresAtMs: number }
  | { readonly kind: "refusedSlot"; readonly entry: CheckedEntry }
  | { readonly kind: "short"; readonly products: number[] };

const holdPendingOrder = async (
  tx: Queryable,
  order: {
    caller: Caller;
    request: Body;
    entries: readonly CheckedEntry[];
    cart: PricedOrder["cart"];
    wireCart: ReturnType<typeof wirePricedCart>;
    now: Date;
    holdMinutes: number;
  },
): Promise<Held> => {
  const { entries, cart } = order;
  const expiresAtMs = order.now.getTime() + order.holdMinutes * 60_000;
  const [row] = await tx.query<{
    held_order_id: number | null;
    refused_entry: number | null;
    short_product_ids: number[] | null;
  }>(HOLD_PENDING_ORDER, [
    entries.map((entry) => entry.productId),
    entries.map((entry) => entry.visitDate),
    entries.map((entry) => entry.inventoryId),
    entries.map(ticketsOf),
    order.now.getTime(),
    venueWallClock(order.now),
    order.caller.tenant.client,
    order.caller.saleKind,
    JSON.stringify(order.request),
    JSON.stringify(order.wireCart),
    cart.total,
    cart.tax,
    expiresAtMs,
  ]);
  if (row === undefined) throw new Error("the hold answered no row");
  if (row.held_order_id !== null) return { kind: "held", orderId: row.held_order_id, expiresAtMs };
  const refused = row.refused_entry === null ? undefined : entries[row.refused_entry - 1];
  if (refused !== undefined) return { kind: "refusedSlot", entry: refused };
  return { kind: "short", products: row.short_product_ids ?? [] };
};

/**
 * The hold's outcome as the price call would refuse it, in its order: a chosen entry time no
 * longer on sale, then the barcodes (a refusal rolls the hold back), then the capacity.
 */
const heldOrRefused = async (
  db: Queryable,
  tenant: string,
  entries: readonly CheckedEntry[],
  held: Held,
): Promise<E.Either<Failure, Extract<Held, { kind: "held" }>>> => {
  if (held.kind === "refusedSlot") return E.left(slotRefusal(held.entry));
  const barcodes = await barcodeFailure(db, tenant, entries);
  if (barcodes !== undefined) return E.left(barcodes);
  return held.kind === "short" ? productsUnavailable(held.products) : E.right(held);
};

export const createPendingOrder = async (input: {
  db: Queryable;
  caller: Caller;
  body: Body;
  now: Date;
  holdMinutes: number;
  catalogue?: KeptReads<OrderCatalogue>;
}): Promise<E.Either<Failure, Answer>> => {
  const { db, caller, body, now, holdMinutes } = input;
  const priced = await priceOrderBeforeHold(db, {
    order: body,
    caller,
    now,
    ...(input.catalogue === undefined ? {} : { catalogue: input.catalogue }),
  });
  if (E.isLeft(priced)) return priced;
  const { entries, cart } = priced.right;
  const wireCart = wirePricedCart(cart);
  const held = await heldOrRefused(
    db,
    caller.tenant.client,
    entries,
    await holdPendingOrder(db, {
      caller,
      request: storedRequest(body, entries),
      entries,
      cart,
      wireCart,
      now,
      holdMinutes,
    }),
  );
  if (E.isLeft(held)) return held;
  return E.right({
    isSuccess: true,
    data: wireCart,
    orderId: held.right.orderId,
    reservationExpirationDateTime: new Date(held.right.expiresAtMs).toISOString(),
  });
};
