import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { scripted, type Scripted } from "./scripted.js";

export const scriptedWebSales = (answers: Partial<WebSalesApi> = {}): Scripted<WebSalesApi> => {
  const port = scripted<Omit<WebSalesApi, "asCart">>(
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
  // Another cart's calls answer as scripted too; `calls` says which cart asked from then on.
  const asCart = (cartToken: string): WebSalesApi => {
    port.calls.push({ method: "asCart", args: [cartToken] });
    return answers.asCart?.(cartToken) ?? withCart;
  };
  const withCart: Scripted<WebSalesApi> = Object.assign(port, { asCart });
  return withCart;
};
