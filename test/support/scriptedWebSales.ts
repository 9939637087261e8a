import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { scripted, type Scripted } from "./scripted.js";

export const scriptedWebSales = (answers: Partial<WebSalesApi> = {}): Scripted<WebSalesApi> =>
  scripted<WebSalesApi>(
    [
      "productList",
      "promoCodeProducts",
      "productHyperlink",
      "saleDates",
      "promotionTickets",
      "trackingScript",
      "searchOrder",
      "refund",
      "quoteCancelTickets",
      "cancelTickets",
      "quoteChangeVisit",
      "changeVisit",
      "joinWaitingList",
      "leaveWaitingList",
      "waitingListOffer",
      "resendTickets",
      "verifyCityPass",
      "confirmPurchase",
      "confirmOrderPromo",
      "viewTickets",
    ],
    answers,
  );
