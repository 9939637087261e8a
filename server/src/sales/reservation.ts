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
import { daySlotOf, lockSlots, remainingOf } from "./slots.js";

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

/*
 * One statement checks what is free in every slot (the slots are locked by the statement
 * before, so it sees every hold committed ahead of it) and, only when every slot can take its
 * tickets, inserts the pending order and all its holds: a multi-slot order is all or nothing.
 */
const HOLD_IF_ALL_FIT = `with need as (
    select n.slot_id, n.quantity, n.product_id, n.ord
    from unnest($1::bigint[], $2::integer[], $3::integer[]) with ordinality
      as n(slot_id, quantity, product_id, ord)),
  short as (
    select n.product_id, n.ord from need n left join slots s on s.slot_id = n.slot_id
    where coalesce(${remainingOf("$4")}, 0) < n.quantity),
  pending as (
    insert into pending_orders (tenant, sale_kind, request, priced, total_cents, tax_cents,
      created_at_ms, expires_at_ms)
    select $5, $6, $7, $8, $9, $10, $4, $11 where not exists (select 1 from short)
    returning order_id),
  held as (
    insert into holds (order_id, slot_id, quantity)
    select p.order_id, n.slot_id, n.quantity from pending p cross join need n)
  select (select order_id from pending) as order_id,
    array(select product_id from short group by product_id order by min(ord)) as short_products`;

type Held =
  { readonly orderId: number; readonly expiresAtMs: number } | { readonly short: number[] };

const holdIfAllFit = async (
  tx: Queryable,
  order: {
    caller: Caller;
    request: Body;
    priced: PricedOrder;
    needs: ReadonlyMap<number, { productId: number; quantity: number }>;
    now: Date;
    holdMinutes: number;
  },
): Promise<Held> => {
  const needs = [...order.needs];
  await lockSlots(
    tx,
    needs.map(([slotId]) => slotId),
  );
  const expiresAtMs = order.now.getTime() + order.holdMinutes * 60_000;
  const [row] = await tx.query<{ order_id: number | null; short_products: number[] }>(
    HOLD_IF_ALL_FIT,
    [
      needs.map(([slotId]) => slotId),
      needs.map(([, need]) => need.quantity),
      needs.map(([, need]) => need.productId),
      order.now.getTime(),
      order.caller.tenant.client,
      order.caller.saleKind,
      JSON.stringify(order.request),
      JSON.stringify(wirePricedCart(order.priced.cart)),
      order.priced.cart.total,
      order.priced.cart.tax,
      expiresAtMs,
    ],
  );
  if (row === undefined) throw new Error("the hold statement answered no row");
  return row.order_id === null
    ? { short: row.short_products }
    : { orderId: row.order_id, expiresAtMs };
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
  const held = await holdIfAllFit(db, {
    caller,
    request: storedRequest(body, entries),
    priced: priced.right,
    needs: needsBySlot(entries),
    now,
    holdMinutes,
  });
  if ("short" in held) return productsUnavailable(held.short);
  const { orderId, expiresAtMs } = held;
  return E.right({
    isSuccess: true,
    data: wirePricedCart(priced.right.cart),
    orderId,
    reservationExpirationDateTime: new Date(expiresAtMs).toISOString(),
  });
};
