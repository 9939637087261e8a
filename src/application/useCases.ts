import type { CancelTickets } from "./cancelTickets/cancelTickets.js";
import type { Cancellation } from "./cancellation/cancellation.js";
import type { Catalog } from "./catalog/catalog.js";
import type { ChangeVisit } from "./changeVisit/changeVisit.js";
import type { ConfirmPurchase } from "./confirmPurchase/confirmPurchase.js";
import type { DatesPrefetch } from "./datesPrefetch/datesPrefetch.js";
import type { GroupSaleMode } from "./groupSaleMode/groupSaleMode.js";
import type { Navigation } from "./navigation/navigation.js";
import type { PriceCart } from "./priceCart/priceCart.js";
import type { ReserveOrder } from "./reserveOrder/reserveOrder.js";
import type { ResolveHyperlink } from "./resolveHyperlink/resolveHyperlink.js";
import type { Startup } from "./startup/startup.js";
import type { Ticketing } from "./ticketing/ticketing.js";
import type { VerifyBarcode } from "./verifyBarcode/verifyBarcode.js";
import type { ViewTickets } from "./viewTickets/viewTickets.js";
import type { JoinWaitingList } from "./waitingList/joinWaitingList.js";
import type { LeaveWaitingList } from "./waitingList/leaveWaitingList.js";
import type { PayOffer } from "./waitingList/payOffer.js";
import type { WaitingListOfferCase } from "./waitingList/waitingListOffer.js";

/**
 * The use cases of the screens a guest reaches later (the product page's steps, the cart's
 * hold, checkout, tickets, self-service, a city pass): their code is loaded with those screens,
 * not with the page.
 */
export interface LaterUseCases {
  readonly ticketing: Ticketing;
  readonly reserveOrder: ReserveOrder;
  readonly confirmPurchase: ConfirmPurchase;
  readonly viewTickets: ViewTickets;
  readonly cancellation: Cancellation;
  readonly cancelTickets: CancelTickets;
  readonly changeVisit: ChangeVisit;
  readonly verifyBarcode: VerifyBarcode;
  readonly joinWaitingList: JoinWaitingList;
  readonly leaveWaitingList: LeaveWaitingList;
  readonly waitingListOffer: WaitingListOfferCase;
  readonly payOffer: PayOffer;
}

/** Everything the UI and the CLI drive: the use cases, wired, observed and persisted. */
export interface UseCases {
  readonly startup: Startup;
  readonly catalog: Catalog;
  readonly resolveHyperlink: ResolveHyperlink;
  /** A product page opened directly asks for its dates before the ticketing's code is in. */
  readonly datesPrefetch: DatesPrefetch;
  readonly priceCart: PriceCart;
  readonly groupSaleMode: GroupSaleMode;
  readonly navigation: Navigation;
  /** The later use cases, loaded on the first call; every call answers the same promise. */
  readonly later: () => Promise<LaterUseCases>;
}
