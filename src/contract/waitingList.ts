import * as t from "io-ts";
import { boundedString, Id, Instant, IsoDate, NonNegativeInt, WallClock } from "./primitives.js";
import { CreatePendingOrderRequest, PricedCart, SelectedDiscount } from "./ticketingCodecs.js";

// Not shown in the spec: the reference API's waiting list for full entry times (issue 29).

/** A waiting-list token, in a mail's link or a join's answer: random, unguessable. */
const WaitingListToken = boundedString("Token", 100);

/**
 * A party joins with the order it would have held (one entry time, no barcodes), as
 * create-pending-order takes it, so that an offer is the pending order it would have been.
 */
export const WaitingListJoinRequest = t.type(
  { email: boundedString("Email", 254), order: CreatePendingOrderRequest },
  "WaitingListJoinRequest",
);

export const WaitingListJoined = t.type(
  { entryId: Id, partySize: NonNegativeInt, joinedAt: Instant, leaveToken: WaitingListToken },
  "WaitingListJoined",
);

export const WaitingListTokenRequest = t.type(
  { token: WaitingListToken },
  "WaitingListTokenRequest",
);

/** What became of an entry that leaves: left now, or what it had become before. */
export const WaitingListStatus = t.keyof(
  { waiting: null, offered: null, left: null, bought: null, lapsed: null },
  "WaitingListStatus",
);

export const WaitingListLeft = t.type(
  { entryId: Id, status: WaitingListStatus },
  "WaitingListLeft",
);

/**
 * An offer still open: the pending order held for the party, priced, until when, and the cart
 * token it answers to, which checkout carries as any cart's (spec §6). Its entry time's hours
 * and the tickets the party chose come with it: the guest who opens the mail's link may be on
 * another device, with nothing of the join kept.
 */
export const WaitingListOffer = t.type(
  {
    entryId: Id,
    orderId: Id,
    cartToken: WaitingListToken,
    reservationExpirationDateTime: Instant,
    productId: Id,
    visitDate: IsoDate,
    inventoryId: Id,
    startTime: WallClock,
    endTime: WallClock,
    selectedDiscounts: t.array(SelectedDiscount),
    partySize: NonNegativeInt,
    data: PricedCart,
  },
  "WaitingListOffer",
);
