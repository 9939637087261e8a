import { randomBytes } from "node:crypto";
import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type { CreatePendingOrderRequest } from "#contract/ticketingCodecs.js";
import type { WaitingListJoined, WaitingListLeft } from "#contract/waitingList.js";
import { ApiCode } from "../../../src/domain/errors.js";
import { isEmailAddress } from "../../../src/domain/purchaseForm.js";
import type { Caller } from "../core/caller.js";
import { invalidRequest, type Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";
import { ticketsOf } from "./orderChecks.js";
import { priceOrder } from "./pricing.js";
import { storedRequest } from "./reservation.js";
import { freePlacesOf } from "./slots.js";
import { noSuchEntry } from "./waitingListOffer.js";
import { lockSlot, offerFreedPlaces, type OfferDeps } from "./waitingListOffers.js";

/*
 * The waiting list for full entry times (issue 29): a party whose entry time cannot take it
 * waits in join order; leaving is one link. What happens when places free up is in
 * waitingListOffers.ts.
 */

type Body = t.OutputOf<typeof CreatePendingOrderRequest>;

/** A token for a mail's link: 192 random bits, unguessable, safe in a URL. */
export const waitingListToken = (): string => randomBytes(24).toString("base64url");

export interface JoinRequest {
  readonly caller: Caller;
  readonly email: string;
  readonly order: Body;
  readonly now: Date;
}

const placesFree = E.left<Failure>({
  status: 409,
  Code: ApiCode.PlacesFree,
  message: "This entry time has places for your party: buy them instead of waiting.",
});

const alreadyWaiting = E.left<Failure>({
  status: 409,
  Code: ApiCode.AlreadyWaiting,
  message: "This e-mail address already waits for this entry time.",
});

/** The one entry time a party may wait for: its order's only entry, timed, with no barcode. */
const waitedEntry = (join: JoinRequest) => {
  if (!isEmailAddress(join.email)) return invalidRequest("email is not an e-mail address.");
  const [entry, ...others] = join.order.products;
  if (entry === undefined || others.length > 0) {
    return invalidRequest("A party waits for one entry time: the order names one product.");
  }
  if (entry.inventoryId === null) {
    return invalidRequest("A party waits for an entry time: the order names its inventoryId.");
  }
  if (entry.selectedDiscounts.some((line) => line.code !== undefined)) {
    return invalidRequest("An order with barcodes cannot wait for places.");
  }
  if (ticketsOf(entry) === 0) return invalidRequest("The party names at least one ticket.");
  return E.right({ ...entry, inventoryId: entry.inventoryId });
};

/**
 * The party joins the entry time's list, checked and priced as create-pending-order would
 * check it, only when the entry time cannot take it now (under the slot's lock, so a place
 * freed meanwhile is either seen here or offered to the list), once per mailbox.
 */
export const joinWaitingList = async (
  db: Queryable,
  join: JoinRequest,
): Promise<E.Either<Failure, t.OutputOf<typeof WaitingListJoined>>> => {
  const entry = waitedEntry(join);
  if (E.isLeft(entry)) return entry;
  const priced = await priceOrder(db, { order: join.order, caller: join.caller, now: join.now });
  if (E.isLeft(priced)) return priced;
  const slotId = entry.right.inventoryId;
  const partySize = ticketsOf(entry.right);
  await lockSlot(db, slotId);
  if ((await freePlacesOf(db, slotId, join.now)) >= partySize) return placesFree;
  const leaveToken = waitingListToken();
  const [joined] = await db.query<{ entry_id: number }>(
    `insert into waiting_list (tenant, slot_id, sale_kind, request, party_size, email, language,
       joined_at_ms, offer_token, leave_token)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10)
     on conflict do nothing returning entry_id`,
    [
      join.caller.tenant.client,
      slotId,
      join.caller.saleKind,
      JSON.stringify(storedRequest(join.order, priced.right.entries)),
      partySize,
      join.email.trim(),
      join.caller.language,
      join.now.getTime(),
      waitingListToken(),
      leaveToken,
    ],
  );
  if (joined === undefined) return alreadyWaiting;
  return E.right({
    entryId: joined.entry_id,
    partySize,
    joinedAt: join.now.toISOString(),
    leaveToken,
  });
};

type Status = t.OutputOf<typeof WaitingListLeft>["status"];

interface EntryRow {
  readonly entry_id: number;
  readonly slot_id: number;
  readonly status: Status;
  readonly order_status: "pending" | "confirmed" | null;
}

const entryOfLeaveToken = (db: Queryable, tenant: string, token: string, lock: string) =>
  db.query<EntryRow>(
    `select w.entry_id, w.slot_id, w.status, o.status as order_status
     from waiting_list w left join pending_orders o on o.order_id = w.offered_order_id
     where w.tenant = $1 and w.leave_token = $2 ${lock}`,
    [tenant, token],
  );

/**
 * The party leaves the list, from its mail's link: an offer it holds is let go and passes to
 * the next party that fits. Leaving again, or after buying or lapsing, says what the entry
 * became and changes nothing.
 */
export const leaveWaitingList = async (
  db: Queryable,
  leave: { readonly tenant: string; readonly token: string },
  deps: OfferDeps,
): Promise<E.Either<Failure, t.OutputOf<typeof WaitingListLeft>>> => {
  const [found] = await entryOfLeaveToken(db, leave.tenant, leave.token, "");
  if (found === undefined) return noSuchEntry("No waiting-list entry has this token.");
  // The slot first, as every change of its list takes it: then the entry cannot change.
  await lockSlot(db, found.slot_id);
  const [entry = found] = await entryOfLeaveToken(db, leave.tenant, leave.token, "for update of w");
  const entryId = entry.entry_id;
  if (entry.status === "offered" && entry.order_status === "confirmed") {
    await db.query("update waiting_list set status = 'bought' where entry_id = $1", [entryId]);
    return E.right({ entryId, status: "bought" });
  }
  if (entry.status !== "waiting" && entry.status !== "offered") {
    return E.right({ entryId, status: entry.status });
  }
  await db.query(
    `update pending_orders o set expires_at_ms = least(o.expires_at_ms, $2)
     from waiting_list w where w.entry_id = $1 and o.order_id = w.offered_order_id
       and o.status = 'pending'`,
    [entryId, deps.now.getTime()],
  );
  await db.query("update waiting_list set status = 'left' where entry_id = $1", [entryId]);
  if (entry.status === "offered") await offerFreedPlaces(db, [entry.slot_id], deps);
  return E.right({ entryId, status: "left" });
};
