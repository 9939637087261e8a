import type { Cart } from "../../domain/cart.js";
import type { WaitingListOffer } from "../../domain/waitingList.js";
import type { Clock } from "../../ports/clock.js";
import type { ReceiptStorage } from "../../ports/receiptStorage.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { createConfirmPurchase, type ConfirmPurchase } from "../confirmPurchase/confirmPurchase.js";

/*
 * Paying a waiting-list offer (issue 29) is checkout's own purchase (its form, its checks, its
 * receipt) of one pending order: the offer's, asked as the cart its token names. The guest's
 * own cart, its hold and its token are left as they were: the offer is bought beside them.
 */

/** A purchase of the offer, `cart` being the offer as checkout shows it (offerCart). */
export type PayOffer = (offer: WaitingListOffer, cart: Cart) => ConfirmPurchase;

export const createPayOffer =
  (deps: {
    readonly webSales: Pick<WebSalesApi, "asCart">;
    readonly clock: Clock;
    readonly receipts: ReceiptStorage;
  }): PayOffer =>
  (offer, cart) =>
    createConfirmPurchase({
      webSales: deps.webSales.asCart(offer.cartToken),
      // The offer's places are held for the party alone: its pending order is never made
      // again for them, so one that lapsed is refused by the API as any lapsed hold is.
      reserveOrder: { withReservation: (action) => action(offer)(), discard: () => undefined },
      priceCart: {
        current: () => cart,
        removeProducts: () => Promise.resolve([]),
        clear: () => Promise.resolve(),
      },
      clock: deps.clock,
      receipts: deps.receipts,
    });
