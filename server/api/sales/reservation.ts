import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type {
  CreatePendingOrderAnswer,
  CreatePendingOrderRequest,
} from "#contract/ticketingCodecs.js";
import type { Caller } from "../core/caller.js";
import type { Failure } from "../core/failure.js";
import { claimOfKept, type KeyClaim, type StoredAnswer } from "../core/idempotency.js";
import type { KeptReads } from "../core/keptReads.js";
import type { Queryable } from "../storage/storage.js";
import { wirePricedCart } from "./cartPricing.js";
import { holdLimitReached, type HoldLimit, type HoldLimits } from "./holdLimits.js";
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
export const storedRequest = (body: Body, entries: readonly CheckedEntry[]): Body => ({
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
 * One call (migration 015's hold_cart_order, around migration 005's hold_pending_order) lets
 * go of the cart's earlier hold, counts what the client address holds against its limits,
 * checks the entry times, finds or makes the slots, locks them, and, only when every slot can
 * take its tickets, inserts the pending order (in the caller's language) and all its holds: a
 * multi-slot order is all or nothing.
 */
const HOLD_CART_ORDER = `select held_order_id, refused_entry, short_product_ids, over_limit,
    limit_ends_at_ms from hold_cart_order(
    $1::integer[], $2::date[], $3::bigint[], $4::integer[], $5::bigint, $6::timestamp,
    $7, $8, $9::jsonb, $10::jsonb, $11::integer, $12::integer, $13::bigint,
    $14, $15, $16::integer, $17::integer, $18)`;

type Held =
  | { readonly kind: "held"; readonly orderId: number; readonly expiresAtMs: number }
  | { readonly kind: "overLimit"; readonly limit: HoldLimit; readonly endsAtMs: number }
  | { readonly kind: "refusedSlot"; readonly entry: CheckedEntry }
  | { readonly kind: "short"; readonly products: number[] };

interface HoldRow {
  readonly held_order_id: number | null;
  readonly refused_entry: number | null;
  readonly short_product_ids: number[] | null;
  readonly over_limit: HoldLimit | null;
  readonly limit_ends_at_ms: number | null;
}

/** Who asks for the hold: the client address it counts for, and the cart it answers to. */
export interface HoldRequester {
  readonly client: string;
  readonly cartToken: string;
  readonly limits: HoldLimits;
}

interface OrderToHold {
  readonly caller: Caller;
  readonly requester: HoldRequester;
  readonly request: Body;
  readonly entries: readonly CheckedEntry[];
  readonly cart: PricedOrder["cart"];
  readonly wireCart: ReturnType<typeof wirePricedCart>;
  readonly now: Date;
  readonly expiresAtMs: number;
}

/** hold_cart_order's arguments, in its order. */
const holdArguments = (order: OrderToHold): unknown[] => {
  const { entries, cart, requester } = order;
  return [
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
    order.expiresAtMs,
    requester.client,
    requester.cartToken,
    requester.limits.holds,
    requester.limits.seats,
    order.caller.language,
  ];
};

const heldOf = (row: HoldRow | undefined, order: OrderToHold): Held => {
  if (row === undefined) throw new Error("the hold answered no row");
  if (row.held_order_id !== null) {
    return { kind: "held", orderId: row.held_order_id, expiresAtMs: order.expiresAtMs };
  }
  if (row.over_limit !== null) {
    return { kind: "overLimit", limit: row.over_limit, endsAtMs: row.limit_ends_at_ms ?? 0 };
  }
  const refused = row.refused_entry === null ? undefined : order.entries[row.refused_entry - 1];
  if (refused !== undefined) return { kind: "refusedSlot", entry: refused };
  return { kind: "short", products: row.short_product_ids ?? [] };
};

const holdPendingOrder = async (tx: Queryable, order: OrderToHold): Promise<Held> => {
  const [row] = await tx.query<HoldRow>(HOLD_CART_ORDER, holdArguments(order));
  return heldOf(row, order);
};

/** The refusal of an order held past its address's limits. */
const overLimit = (order: OrderToHold, held: Extract<Held, { kind: "overLimit" }>) =>
  E.left(
    holdLimitReached(held.limit, order.requester.limits, {
      now: order.now,
      endsAtMs: held.endsAtMs,
    }),
  );

/**
 * The hold's outcome as the price call would refuse it, in its order: an address past its
 * limits (before anything is checked, so a flood learns nothing), a chosen entry time no
 * longer on sale, then the barcodes (a refusal rolls the hold back), then the capacity.
 */
const heldOrRefused = async (
  db: Queryable,
  order: OrderToHold,
  held: Held,
): Promise<E.Either<Failure, Extract<Held, { kind: "held" }>>> => {
  if (held.kind === "overLimit") return overLimit(order, held);
  if (held.kind === "refusedSlot") return E.left(slotRefusal(held.entry));
  const barcodes = await barcodeFailure(db, order.caller.tenant.client, order.entries);
  if (barcodes !== undefined) return E.left(barcodes);
  return held.kind === "short" ? productsUnavailable(held.products) : E.right(held);
};

interface CreateInput {
  db: Queryable;
  caller: Caller;
  requester: HoldRequester;
  body: Body;
  now: Date;
  holdMinutes: number;
  catalogue?: KeptReads<OrderCatalogue>;
}

/** The order checked and priced as the price call does, ready to hold; or its refusal. */
const orderToHold = async (input: CreateInput): Promise<E.Either<Failure, OrderToHold>> => {
  const { db, caller, requester, body, now, holdMinutes } = input;
  const priced = await priceOrderBeforeHold(db, {
    order: body,
    caller,
    now,
    ...(input.catalogue === undefined ? {} : { catalogue: input.catalogue }),
  });
  if (E.isLeft(priced)) return priced;
  const { entries, cart } = priced.right;
  return E.right({
    caller,
    requester,
    request: storedRequest(body, entries),
    entries,
    cart,
    wireCart: wirePricedCart(cart),
    now,
    expiresAtMs: now.getTime() + holdMinutes * 60_000,
  });
};

const createdAnswer = (order: OrderToHold, orderId: number): Answer => ({
  isSuccess: true,
  data: order.wireCart,
  orderId,
  reservationExpirationDateTime: new Date(order.expiresAtMs).toISOString(),
});

export const createPendingOrder = async (
  input: CreateInput,
): Promise<E.Either<Failure, Answer>> => {
  const order = await orderToHold(input);
  if (E.isLeft(order)) return order;
  const held = await heldOrRefused(
    input.db,
    order.right,
    await holdPendingOrder(input.db, order.right),
  );
  if (E.isLeft(held)) return held;
  return E.right(createdAnswer(order.right, held.right.orderId));
};

/*
 * Migration 015's reserve_pending_order: the key claimed, the order held and its answer kept,
 * in one statement; or the key's first answer, for a replay.
 */
const RESERVE_PENDING_ORDER = `select held_order_id, refused_entry, short_product_ids,
    over_limit, limit_ends_at_ms, replay_route, replay_hash, replay_status, replay_answer
    from reserve_pending_order(
    $1::integer[], $2::date[], $3::bigint[], $4::integer[], $5::bigint, $6::timestamp,
    $7, $8, $9::jsonb, $10::jsonb, $11::integer, $12::integer, $13::bigint,
    $14, $15, $16::integer, $17::integer, $18, $19, $20, $21, $22, $23)`;

interface ReserveRow extends HoldRow {
  readonly replay_route: string | null;
  readonly replay_hash: string | null;
  readonly replay_status: number | null;
  readonly replay_answer: string | null;
}

/** Stands for the order id in the answer kept before the hold has made the order. */
const ORDER_ID_STAND_IN = Number.MAX_SAFE_INTEGER;

/** The answer's JSON around its order id, as the route would send it. */
const answerAround = (
  order: OrderToHold,
  checked: (answer: Answer) => unknown,
): readonly [string, string] => {
  const text = JSON.stringify(checked(createdAnswer(order, ORDER_ID_STAND_IN)));
  const parts = text.split(`"orderId":${String(ORDER_ID_STAND_IN)}`);
  if (parts.length !== 2) throw new Error("the answer names its order id other than once");
  return [`${parts[0] ?? ""}"orderId":`, parts[1] ?? ""];
};

const replayOf = (row: ReserveRow, claim: KeyClaim): E.Either<Failure, StoredAnswer> => {
  const kept =
    row.replay_route === null || row.replay_hash === null || row.replay_answer === null
      ? undefined
      : {
          route: row.replay_route,
          request_hash: row.replay_hash,
          status_code: row.replay_status ?? 200,
          answer: row.replay_answer,
        };
  const claimed = claimOfKept(claim, kept);
  return claimed.kind === "replay" ? E.right(claimed.stored) : E.left(claimed.failure);
};

/**
 * Create pending order in one database call, its key's claim and answer included. An order
 * the price call refuses, or one with barcodes (checked after the hold, in its transaction),
 * is left to the route's transaction, which answers its refusal or a replay of the key.
 */
export const createPendingOrderInOneCall = async (
  input: CreateInput & {
    readonly claim: KeyClaim | undefined;
    readonly checked: (answer: Answer) => unknown;
  },
): Promise<E.Either<Failure, StoredAnswer> | undefined> => {
  const order = await orderToHold(input);
  if (E.isLeft(order)) return undefined;
  const { entries } = order.right;
  if (entries.some((entry) => entry.selectedDiscounts.some((line) => line.code !== undefined))) {
    return undefined;
  }
  const { claim } = input;
  const [head, tail] = answerAround(order.right, input.checked);
  const [row] = await input.db.query<ReserveRow>(RESERVE_PENDING_ORDER, [
    ...holdArguments(order.right),
    claim?.key ?? null,
    claim?.route ?? null,
    claim?.hash ?? null,
    head,
    tail,
  ]);
  if (claim !== undefined && row?.replay_route != null) return replayOf(row, claim);
  const held = heldOf(row, order.right);
  if (held.kind === "overLimit") return overLimit(order.right, held);
  if (held.kind === "refusedSlot") return E.left(slotRefusal(held.entry));
  if (held.kind === "short") return productsUnavailable(held.products);
  const answer: unknown = JSON.parse(`${head}${String(held.orderId)}${tail}`);
  return E.right({ statusCode: 200, answer });
};
