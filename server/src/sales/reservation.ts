import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type { CreatePendingOrderAnswer, CreatePendingOrderRequest } from "#contract/ticketing.js";
import type { Caller } from "../http/caller.js";
import type { Failure } from "../http/failure.js";
import type { Queryable } from "../storage/storage.js";
import { wirePricedCart } from "./cartPricing.js";
import { ticketsOf, type CheckedEntry } from "./orderChecks.js";
import { priceOrder, type PricedOrder } from "./pricing.js";
import { productsUnavailable } from "./saleProducts.js";
import { daySlotOf, lockAndReadRemaining } from "./slots.js";

/**
 * Create pending order: the order is checked and priced exactly as the price call does,
 * then its tickets hold capacity in their slots for the reservation window.
 */

// How long a pending order holds its capacity before it stops counting (issue 3), unless the
// environment's HOLD_MINUTES says otherwise.
export const DEFAULT_HOLD_MINUTES = 10;

type Answer = t.OutputOf<typeof CreatePendingOrderAnswer>;
type Body = t.OutputOf<typeof CreatePendingOrderRequest>;

/** An entry with the slot its tickets hold: the chosen entry time, or the day's only slot. */
type HeldEntry = CheckedEntry & { readonly inventoryId: number };

const withSlots = async (tx: Queryable, entries: readonly CheckedEntry[]) => {
  const held: HeldEntry[] = [];
  for (const entry of entries) {
    const inventoryId =
      entry.inventoryId ?? (await daySlotOf(tx, entry.productId, entry.visitDate));
    if (inventoryId === undefined) throw new Error(`product ${entry.productId} made no day slot`);
    held.push({ ...entry, inventoryId });
  }
  return held;
};

/** How many tickets each slot must take, and whose they are. */
const needsBySlot = (entries: readonly HeldEntry[]) => {
  const needs = new Map<number, { productId: number; quantity: number }>();
  for (const entry of entries) {
    const quantity = (needs.get(entry.inventoryId)?.quantity ?? 0) + ticketsOf(entry);
    needs.set(entry.inventoryId, { productId: entry.productId, quantity });
  }
  return needs;
};

/** The products whose slots cannot take their tickets; the slots stay locked until commit. */
const productsShort = async (
  tx: Queryable,
  needs: ReadonlyMap<number, { productId: number; quantity: number }>,
  now: Date,
): Promise<number[]> => {
  const remaining = await lockAndReadRemaining(tx, [...needs.keys()], now);
  const short = [...needs].filter(([slotId, need]) => (remaining.get(slotId) ?? 0) < need.quantity);
  return [...new Set(short.map(([, need]) => need.productId))];
};

/**
 * The request as it is kept with the pending order: the order as held, every entry's visit
 * date and slot settled and barcodes normalised, and nothing the contract does not name.
 */
const storedRequest = (body: Body, entries: readonly HeldEntry[]): Body => ({
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

const insertPendingOrder = async (
  tx: Queryable,
  order: { caller: Caller; request: Body; priced: PricedOrder; now: Date; holdMinutes: number },
) => {
  const expiresAtMs = order.now.getTime() + order.holdMinutes * 60_000;
  const [row] = await tx.query<{ order_id: number }>(
    `insert into pending_orders (tenant, sale_kind, request, priced, total_cents, tax_cents,
       created_at_ms, expires_at_ms)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning order_id`,
    [
      order.caller.tenant.client,
      order.caller.saleKind,
      JSON.stringify(order.request),
      JSON.stringify(wirePricedCart(order.priced.cart)),
      order.priced.cart.total,
      order.priced.cart.tax,
      order.now.getTime(),
      expiresAtMs,
    ],
  );
  if (row === undefined) throw new Error("insert into pending_orders returned no order id");
  return { orderId: row.order_id, expiresAtMs };
};

export const createPendingOrder = async (input: {
  db: Queryable;
  caller: Caller;
  body: Body;
  now: Date;
  holdMinutes: number;
}): Promise<E.Either<Failure, Answer>> => {
  const { db, caller, body, now, holdMinutes } = input;
  const priced = await priceOrder(db, { order: body, caller, now });
  if (E.isLeft(priced)) return priced;
  const entries = await withSlots(db, priced.right.entries);
  const needs = needsBySlot(entries);
  const short = await productsShort(db, needs, now);
  if (short.length > 0) return productsUnavailable(short);
  const { orderId, expiresAtMs } = await insertPendingOrder(db, {
    caller,
    request: storedRequest(body, entries),
    priced: priced.right,
    now,
    holdMinutes,
  });
  for (const [slotId, need] of needs) {
    await db.query("insert into holds (order_id, slot_id, quantity) values ($1, $2, $3)", [
      orderId,
      slotId,
      need.quantity,
    ]);
  }
  return E.right({
    isSuccess: true,
    data: wirePricedCart(priced.right.cart),
    orderId,
    reservationExpirationDateTime: new Date(expiresAtMs).toISOString(),
  });
};
