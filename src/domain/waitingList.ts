import type { Cart, PricedCart } from "./cart.js";
import type { SelectedDiscount } from "./discountSelection.js";
import { pagePaths } from "./pagePaths.js";
import type { Product } from "./product.js";
import { waitingParty } from "./waitingParty.js";

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
  `${pagePaths.waitingList}/offer?token=${encodeURIComponent(token)}`;

/** Where a waiting-list mail's leave link opens. */
export const waitingListLeavePath = (token: string): string =>
  `${pagePaths.waitingList}/leave?token=${encodeURIComponent(token)}`;

/**
 * The offer as checkout's cart: one line of its product, on its entry time, with the tickets
 * the party chose, priced as held. The guest's own cart is another, left as it was.
 */
export const offerCart = (
  offer: WaitingListOffer,
  product: Pick<Product, "name" | "categoryName">,
): Cart => ({
  kind: "priced",
  products: [
    waitingParty(
      { ...product, productId: offer.productId },
      offer.visitDate,
      offer.selectedDiscounts,
      {
        inventoryId: offer.inventoryId,
        startTime: offer.startTime,
        endTime: offer.endTime,
        remaining: null,
      },
    ),
  ],
  priced: offer.priced,
});
