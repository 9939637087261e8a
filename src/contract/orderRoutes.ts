import * as t from "io-ts";
import { firstScreenOf } from "../domain/pageScreens.js";
import {
  CancelTicketsAnswer,
  CancelTicketsQuote,
  ChangeVisitAnswer,
  ChangeVisitOrder,
  ChangeVisitQuote,
  ChangeVisitRequest,
  CancelTicketsRequest,
  CityPassVoucherRequest,
  ConfirmPurchaseAnswer,
  ConfirmPurchaseAnswerReading,
  Order,
  OrderReading,
  OrderSearchParams,
  PromoPurchaseForm,
  PurchaseForm,
  RefundAnswer,
  RefundAnswerReading,
  RefundRequest,
  ResendTicketsAnswer,
  ResendTicketsRequest,
  Tickets,
  TicketsReading,
  TicketsPdf,
  WalletPass,
  VisitCalendar,
  VoucherMatches,
  WalletPassQuery,
  ViewTicketsQuery,
} from "./orders.js";
import { boundedString, IdFromString, IsoDate } from "./primitives.js";
import { none, type RouteContract } from "./routeContract.js";
import {
  CreatePendingOrderAnswer,
  CreatePendingOrderRequest,
  Discounts,
  DiscountsReading,
  Inventory,
  InventoryReading,
  ProductDates,
  ProductDatesReading,
} from "./ticketingCodecs.js";
import {
  WaitingListJoined,
  WaitingListJoinRequest,
  WaitingListLeft,
  WaitingListOffer,
  WaitingListTokenRequest,
} from "./waitingList.js";

/**
 * The calls of the screens a guest reaches later: a voucher's or promo-code product's dates and
 * promotions, a city pass, the purchase, an order's tickets and their documents, self-service.
 * The browser loads them with those screens.
 */
export const orderRoutes = {
  // Not shown in the spec: the web-sales twin of the ticketing API's create-pending-order; the
  // storefront holds through the ticketing API, so only the reference API's table needs it here.
  webSalesCreatePendingOrder: {
    method: "POST",
    path: "/api/web-sales/create-pending-order",
    changesState: true,
    cartBound: true,
    params: none,
    query: none,
    body: CreatePendingOrderRequest,
    answer: CreatePendingOrderAnswer,
    guesses: null,
    offline: "never",
  },
  orderSearch: {
    method: "GET",
    path: "/api/web-sales/order/search/:orderId/:email",
    changesState: false,
    params: t.type({ orderId: IdFromString, email: OrderSearchParams.props.email }),
    query: none,
    body: none,
    answer: Order,
    reading: OrderReading,
    guestsOwn: true,
    guesses: "orders",
    offline: "never",
  },
  refund: {
    method: "POST",
    path: "/api/web-sales/order/refund",
    changesState: true,
    params: none,
    query: none,
    body: RefundRequest,
    answer: RefundAnswer,
    reading: RefundAnswerReading,
    guesses: "orders",
    offline: "never",
  },
  // Not shown in the spec: what cancelling some of an order's tickets would refund, asked
  // before the guest confirms it.
  cancelTicketsQuote: {
    method: "POST",
    path: "/api/web-sales/order/cancel-tickets/quote",
    changesState: false,
    params: none,
    query: none,
    body: CancelTicketsRequest,
    answer: CancelTicketsQuote,
    guesses: "orders",
    offline: "never",
  },
  // Not shown in the spec: some of an order's tickets cancelled and refunded; the rest stand.
  cancelTickets: {
    method: "POST",
    path: "/api/web-sales/order/cancel-tickets",
    changesState: true,
    params: none,
    query: none,
    body: CancelTicketsRequest,
    answer: CancelTicketsAnswer,
    guesses: "orders",
    offline: "never",
  },
  // Not shown in the spec: what moving some of an order's tickets to another entry time would
  // cost or give back, asked before the guest confirms it.
  changeVisitQuote: {
    method: "POST",
    path: "/api/web-sales/order/change-visit/quote",
    changesState: false,
    params: none,
    query: none,
    body: ChangeVisitRequest,
    answer: ChangeVisitQuote,
    guesses: "orders",
    offline: "never",
  },
  // Not shown in the spec: the tickets moved, their places swapped, the difference charged or
  // refunded.
  changeVisit: {
    method: "POST",
    path: "/api/web-sales/order/change-visit",
    changesState: true,
    params: none,
    query: none,
    body: ChangeVisitOrder,
    answer: ChangeVisitAnswer,
    guesses: "orders",
    offline: "never",
  },
  // Not shown in the spec: the tickets e-mail sent again, for a guest who lost it.
  resendTickets: {
    method: "POST",
    path: "/api/web-sales/order/resend-tickets",
    changesState: true,
    params: none,
    query: none,
    body: ResendTicketsRequest,
    answer: ResendTicketsAnswer,
    guesses: "orders",
    offline: "never",
  },
  // Not shown in the spec: a party waits for places on a full entry time (issue 29).
  joinWaitingList: {
    method: "POST",
    path: "/api/web-sales/waiting-list/join",
    changesState: true,
    params: none,
    query: none,
    body: WaitingListJoinRequest,
    answer: WaitingListJoined,
    // Joining again with the same address says it waits already.
    guesses: "orders",
    offline: "never",
  },
  // Not shown in the spec: the leave link of a waiting-list mail; its token is in the body, so
  // no log of addresses keeps it.
  leaveWaitingList: {
    method: "POST",
    path: "/api/web-sales/waiting-list/leave",
    changesState: true,
    params: none,
    query: none,
    body: WaitingListTokenRequest,
    answer: WaitingListLeft,
    guestsOwn: true,
    guesses: "codes",
    offline: "never",
  },
  // Not shown in the spec: the offer a waiting-list mail links to, the pending order held for
  // the party, which checkout resumes.
  waitingListOffer: {
    method: "POST",
    path: "/api/web-sales/waiting-list/offer",
    changesState: false,
    params: none,
    query: none,
    body: WaitingListTokenRequest,
    answer: WaitingListOffer,
    guestsOwn: true,
    guesses: "codes",
    offline: "never",
  },
  // Not shown in the spec: the web-sales dates of one product, asked by productId.
  webSalesProductDates: {
    method: "GET",
    path: "/api/web-sales/product-dates",
    changesState: false,
    params: none,
    query: t.type({ productId: IdFromString }),
    body: none,
    answer: ProductDates,
    reading: ProductDatesReading,
    guesses: null,
    offline: "never",
  },
  // Not shown in the spec: the discounts and slots promotions unlock on a date (a voucher's
  // barcodes', a promo code's), asked by their ids, comma-separated.
  promotionsInventory: {
    method: "GET",
    path: "/api/web-sales/:productId/promotions-inventory",
    changesState: false,
    params: t.type({ productId: IdFromString }),
    query: t.type({ requestedDate: IsoDate, promotionIds: boundedString("PromotionIds", 200) }),
    body: none,
    answer: t.intersection([Discounts, Inventory]),
    reading: t.intersection([DiscountsReading, InventoryReading]),
    guesses: null,
    offline: "never",
  },
  cityPassVoucher: {
    method: "POST",
    path: "/api/web-sales/cityPassVoucher",
    changesState: false,
    params: none,
    query: none,
    body: CityPassVoucherRequest,
    answer: VoucherMatches,
    guesses: "cityPass",
    offline: "never",
  },
  confirmOrderPromo: {
    method: "POST",
    path: "/api/web-sales/confirm-order-promo/:orderId",
    changesState: true,
    cartBound: true,
    params: t.type({ orderId: IdFromString }),
    query: none,
    body: PromoPurchaseForm,
    answer: ConfirmPurchaseAnswer,
    reading: ConfirmPurchaseAnswerReading,
    guestsOwn: true,
    guesses: null,
    offline: "never",
  },
  confirmPurchase: {
    method: "POST",
    path: "/api/web-sales/confirm-purchase/:orderId",
    changesState: true,
    cartBound: true,
    params: t.type({ orderId: IdFromString }),
    query: none,
    body: PurchaseForm,
    answer: ConfirmPurchaseAnswer,
    reading: ConfirmPurchaseAnswerReading,
    guestsOwn: true,
    guesses: null,
    offline: "never",
  },
  viewTickets: {
    method: "GET",
    path: "/api/web-sales/view-tickets",
    changesState: false,
    params: none,
    query: ViewTicketsQuery,
    body: none,
    answer: Tickets,
    reading: TicketsReading,
    guestsOwn: true,
    guesses: "orders",
    offline: "tickets",
    firstAnswer: (page) => {
      const orderConfirmation = page.searchParams.get("orderConfirmation");
      return firstScreenOf(page.pathname) === "viewTickets" && orderConfirmation !== null
        ? { orderConfirmation }
        : undefined;
    },
  },
  // Not shown in the spec: the tickets of view-tickets as a PDF, one ticket a page. A plain
  // link downloads it, which carries no appKey: the confirmation number alone names the order.
  ticketsPdf: {
    method: "GET",
    path: "/api/web-sales/view-tickets/pdf",
    changesState: false,
    params: none,
    query: ViewTicketsQuery,
    body: none,
    answer: TicketsPdf,
    document: { contentType: "application/pdf" },
    guesses: "orders",
    offline: "never",
  },
  // Not shown in the spec: one ticket as an Apple Wallet pass, linked beside it.
  walletPass: {
    method: "GET",
    path: "/api/web-sales/view-tickets/pkpass",
    changesState: false,
    params: none,
    query: WalletPassQuery,
    body: none,
    answer: WalletPass,
    document: { contentType: "application/vnd.apple.pkpass" },
    guesses: "orders",
    offline: "never",
  },
  // Not shown in the spec: the visit as an iCalendar event, for the guest's calendar.
  calendar: {
    method: "GET",
    path: "/api/web-sales/view-tickets/ics",
    changesState: false,
    params: none,
    query: ViewTicketsQuery,
    body: none,
    answer: VisitCalendar,
    document: { contentType: "text/calendar; charset=utf-8" },
    guesses: "orders",
    offline: "never",
  },
} as const satisfies Record<string, RouteContract>;
