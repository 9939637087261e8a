import type { PricedCart } from "./cart.js";
import type { SelectedDiscount } from "./discountSelection.js";

/*
 * The waiting list for full entry times (issue 29, not in the spec): a party waits for places
 * on an entry time that cannot take it; when places free up, the first party that fits is
 * offered them, held for it a while, with a link to checkout; leaving is one link.
 */

/** What became of a party on the list. */
export type WaitingListStatus = "waiting" | "offered" | "left" | "bought" | "lapsed";

/** A party that joined: its place on the list, and the token its leave link carries. */
export interface WaitingListEntry {
  readonly entryId: number;
  readonly partySize: number;
  readonly joinedAt: string;
  readonly leaveToken: string;
}

/**
 * Places offered to a party: the pending order held for it, until when, and the cart token
 * checkout pays it with; the entry time's hours and the tickets the party chose.
 */
export interface WaitingListOffer {
  readonly entryId: number;
  readonly orderId: number;
  readonly cartToken: string;
  readonly reservationExpirationDateTime: string;
  readonly productId: number;
  readonly visitDate: string;
  readonly inventoryId: number;
  readonly startTime: string;
  readonly endTime: string;
  readonly selectedDiscounts: readonly SelectedDiscount[];
  readonly partySize: number;
  readonly priced: PricedCart;
}

/** Where a waiting-list mail's checkout link opens: the offer, by its token. */
export const waitingListOfferPath = (token: string): string =>
  `/waiting-list/offer?token=${encodeURIComponent(token)}`;

/** Where a waiting-list mail's leave link opens. */
export const waitingListLeavePath = (token: string): string =>
  `/waiting-list/leave?token=${encodeURIComponent(token)}`;
