import { randomBytes } from "node:crypto";
import * as E from "fp-ts/lib/Either.js";
import { CreatePendingOrderRequest } from "#contract/ticketingCodecs.js";
import type { Locale } from "../../../src/domain/locale.js";
import { isBrandKey } from "../../../src/domain/brand.js";
import { tenantOf, type SaleKind } from "../../../src/domain/tenant.js";
import { venueWallClock } from "../../../src/domain/venueTime.js";
import { describeDecodeErrors } from "../../shared/decodeFailure.js";
import type { Caller } from "../core/caller.js";
import type { Queryable, Storage } from "../storage/storage.js";
import { wirePricedCart } from "./cartPricing.js";
import { ticketsOf } from "./orderChecks.js";
import { priceOrderBeforeHold } from "./pricing.js";
import { freePlacesOf } from "./slots.js";
import { returnCapacity } from "./tickets.js";

/*
 * Offers of the waiting list (issue 29). Places free up (a refund, cancelled tickets, a
 * changed visit, a hold or an offer that lapsed); the first parties in join order that fit
 * them are each offered a pending order holding their places for the venue's offer minutes.
 * All of it under the slot's row lock, which every hold and every change of the slot's list
 * takes first: a place is offered once, to one party, and no buyer takes it meanwhile.
 */

/** What offering needs: the time, and whether this server queues e-mail (SMTP_URL not off). */
export interface OfferDeps {
  readonly now: Date;
  readonly sendsMail: boolean;
}

/** Who an offer's pending order answers to; no client address holds it. */
const OFFER_CLIENT = "waiting-list";

export const lockSlot = async (db: Queryable, slotId: number): Promise<void> => {
  await db.query("select 1 from slots where slot_id = $1 for update", [slotId]);
};

/**
 * Offers that ended become what they are now: bought when their pending order was confirmed,
 * lapsed when it expired; and a party whose entry time has ended waits no more.
 */
const settleOffers = async (db: Queryable, slotId: number, now: Date): Promise<void> => {
  await db.query(
    `update waiting_list w set status = case when o.status = 'confirmed' then 'bought'
       else 'lapsed' end
     from pending_orders o
     where w.slot_id = $1 and w.status = 'offered' and o.order_id = w.offered_order_id
       and (o.status = 'confirmed' or o.expires_at_ms <= $2)`,
    [slotId, now.getTime()],
  );
  await db.query(
    `update waiting_list w set status = 'lapsed' from slots s
     where w.slot_id = $1 and w.status = 'waiting' and s.slot_id = w.slot_id
       and s.end_time <= $2::timestamp`,
    [slotId, venueWallClock(now)],
  );
};

interface WaitingRow {
  readonly entry_id: number;
  readonly tenant: string;
  readonly sale_kind: SaleKind;
  readonly request: unknown;
  readonly party_size: number;
  readonly email: string;
  readonly language: Locale;
  readonly offer_minutes: number;
}

/** The parties waiting for the slot that `free` places fit, first joined first. */
const partiesThatFit = (db: Queryable, slotId: number, free: number) =>
  db.query<WaitingRow>(
    `select w.entry_id, w.tenant, w.sale_kind, w.request, w.party_size, w.email, w.language,
       s.waiting_list_offer_minutes as offer_minutes
     from waiting_list w join tenant_settings s on s.tenant = w.tenant
     where w.slot_id = $1 and w.status = 'waiting' and w.party_size <= $2
     order by w.entry_id`,
    [slotId, free],
  );

/** The entry's order as it was stored; one that no longer decodes is a bug. */
const storedOrder = (request: unknown) => {
  const decoded = CreatePendingOrderRequest.decode(request);
  if (E.isLeft(decoded)) {
    throw new Error(`waiting-list entry: ${describeDecodeErrors("request", decoded.left)}`);
  }
  return CreatePendingOrderRequest.encode(decoded.right);
};

const callerOf = (party: WaitingRow): Caller => {
  if (!isBrandKey(party.tenant)) throw new Error(`waiting-list entry of tenant ${party.tenant}`);
  return { tenant: tenantOf(party.tenant), saleKind: party.sale_kind, language: party.language };
};

const lapse = async (db: Queryable, entryId: number): Promise<void> => {
  await db.query("update waiting_list set status = 'lapsed' where entry_id = $1", [entryId]);
};

/** Migration 005's hold_pending_order: the order and its holds, or null when refused. */
const HOLD_PENDING_ORDER = `select held_order_id from hold_pending_order(
    $1::integer[], $2::date[], $3::bigint[], $4::integer[], $5::bigint, $6::timestamp,
    $7, $8, $9::jsonb, $10::jsonb, $11::integer, $12::integer, $13::bigint)`;

/**
 * The party's order priced now and held as create-pending-order would hold it, for the offer
 * minutes, answering to a cart token of its own; or undefined when it can no longer be sold
 * (its product or entry time is off sale), and its entry lapses.
 */
const holdOffer = async (db: Queryable, party: WaitingRow, now: Date) => {
  const caller = callerOf(party);
  const order = storedOrder(party.request);
  const priced = await priceOrderBeforeHold(db, { order, caller, now });
  if (E.isLeft(priced)) return undefined;
  const { entries, cart } = priced.right;
  const expiresAtMs = now.getTime() + party.offer_minutes * 60_000;
  const [held] = await db.query<{ held_order_id: number | null }>(HOLD_PENDING_ORDER, [
    entries.map((entry) => entry.productId),
    entries.map((entry) => entry.visitDate),
    entries.map((entry) => entry.inventoryId),
    entries.map(ticketsOf),
    now.getTime(),
    venueWallClock(now),
    caller.tenant.client,
    caller.saleKind,
    JSON.stringify(order),
    JSON.stringify(wirePricedCart(cart)),
    cart.total,
    cart.tax,
    expiresAtMs,
  ]);
  const orderId = held?.held_order_id ?? null;
  if (orderId === null) return undefined;
  await db.query(
    `update pending_orders set client = $2, cart_token = $3, language = $4
     where order_id = $1`,
    [
      orderId,
      OFFER_CLIENT,
      `waiting-list-${randomBytes(18).toString("base64url")}`,
      caller.language,
    ],
  );
  return orderId;
};

/** The offer's e-mail, which the sender renders from the entry when it sends it. */
const queueOfferMail = async (db: Queryable, party: WaitingRow, now: Date): Promise<void> => {
  await db.query(
    `insert into mail_outbox (kind, waiting_entry_id, recipient, client, queued_at_ms,
       next_attempt_at_ms)
     values ('waitingListOffer', $1, $2, $3, $4, $4)`,
    [party.entry_id, party.email, OFFER_CLIENT, now.getTime()],
  );
};

/** Offers the party its places; false when its order can no longer be sold, and it lapses. */
const offerTo = async (db: Queryable, party: WaitingRow, deps: OfferDeps): Promise<boolean> => {
  const orderId = await holdOffer(db, party, deps.now);
  if (orderId === undefined) {
    await lapse(db, party.entry_id);
    return false;
  }
  await db.query(
    `update waiting_list set status = 'offered', offered_order_id = $2, offered_at_ms = $3
     where entry_id = $1`,
    [party.entry_id, orderId, deps.now.getTime()],
  );
  if (deps.sendsMail) await queueOfferMail(db, party, deps.now);
  return true;
};

const offerSlot = async (db: Queryable, slotId: number, deps: OfferDeps): Promise<number> => {
  await lockSlot(db, slotId);
  await settleOffers(db, slotId, deps.now);
  let free = await freePlacesOf(db, slotId, deps.now);
  let offered = 0;
  for (const party of free > 0 ? await partiesThatFit(db, slotId, free) : []) {
    if (party.party_size > free) continue;
    if (await offerTo(db, party, deps)) {
      free -= party.party_size;
      offered += 1;
    }
  }
  return offered;
};

/**
 * Call after places of `slotIds` free up, in the transaction that freed them (after the
 * change, before it commits): each slot's free places are offered to the parties waiting for
 * it, first joined first, each party that fits in turn. Answers how many offers were made.
 * Slots are locked in id order, as holds lock them, so two callers never wait in a circle.
 */
export const offerFreedPlaces = async (
  db: Queryable,
  slotIds: readonly number[],
  deps: OfferDeps,
): Promise<number> => {
  let offered = 0;
  for (const slotId of [...new Set(slotIds)].sort((a, b) => a - b)) {
    offered += await offerSlot(db, slotId, deps);
  }
  return offered;
};

/**
 * The periodic pass for what no request frees: holds and offers that lapsed. Each slot with
 * a list is looked at in a transaction of its own, so one slot's wait holds up no other.
 */
export const sweepWaitingList = async (storage: Storage, deps: OfferDeps): Promise<number> => {
  const slots = await storage.query<{ slot_id: number }>(
    "select distinct slot_id from waiting_list where status in ('waiting', 'offered')",
  );
  let offered = 0;
  for (const { slot_id: slotId } of slots) {
    offered += await storage.transaction((tx) => offerSlot(tx, slotId, deps));
  }
  return offered;
};

/**
 * Gives an order's places back to sale (those of `ticketIds`, or all its standing tickets')
 * and offers them first to the parties waiting for them: every change that frees places goes
 * through here, so none can free them without offering them. Runs before the tickets are
 * marked cancelled or moved.
 */
export const returnPlaces = async (
  db: Queryable,
  orderId: number,
  ticketIds: readonly number[] | null,
  deps: OfferDeps,
): Promise<void> => {
  await offerFreedPlaces(db, await returnCapacity(db, orderId, ticketIds), deps);
};
