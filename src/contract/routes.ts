import * as t from "io-ts";
import {
  FeatureFlags,
  HyperlinkLookup,
  ProductList,
  PromoCodeProducts,
  TrackingScript,
} from "./catalog.js";
import { ConfigAnswer } from "./config.js";
import {
  CityPassVoucherRequest,
  ConfirmPurchaseAnswer,
  Order,
  OrderSearchParams,
  PromoPurchaseForm,
  PurchaseForm,
  RefundAnswer,
  RefundRequest,
  ResendTicketsAnswer,
  ResendTicketsRequest,
  Tickets,
  TicketsPdf,
  WalletPass,
  VisitCalendar,
  VoucherMatches,
  WalletPassQuery,
  ViewTicketsQuery,
} from "./orders.js";
import { boundedString, IdFromString, IsoDate } from "./primitives.js";
import {
  CreatePendingOrderAnswer,
  CreatePendingOrderRequest,
  Discounts,
  ExtendedPendingOrder,
  Inventory,
  InventoryRequest,
  PriceRequest,
  PricedCart,
  ProductDates,
  RequestedDate,
  SaleType,
  SalesChannel,
} from "./ticketing.js";

/**
 * Every call of spec §7 as data: method, path (Fastify syntax), whether it changes state, the
 * codecs of its path params, query and body, and of its answer. The server registers exactly
 * these routes and the storefront's HTTP adapter calls them; the contract test walks this table.
 */
export interface RouteContract {
  readonly method: "GET" | "POST";
  readonly path: string;
  /**
   * A state-changing call carries an `Idempotency-Key` that the server honours, so a retry
   * (spec §7) replays the first answer instead of charging or reserving twice.
   */
  readonly changesState: boolean;
  readonly params: t.Mixed;
  readonly query: t.Mixed;
  readonly body: t.Mixed;
  readonly answer: t.Mixed;
  /** A file the browser downloads (a link's target) instead of JSON: its media type. */
  readonly document?: { readonly contentType: string };
}

const none = t.type({});

const ProductParams = t.type({
  salesChannel: SalesChannel,
  saleType: SaleType,
  attractionId: IdFromString,
});

const TicketingOrderParams = t.type({ salesChannel: SalesChannel, saleType: SaleType });

const PromoCode = boundedString("PromoCode", 64);

export const routes = {
  config: {
    method: "GET",
    path: "/config.json",
    changesState: false,
    params: none,
    query: none,
    body: none,
    answer: ConfigAnswer,
  },
  trackingScript: {
    method: "GET",
    path: "/api/memberVenue/html/:id",
    changesState: false,
    params: t.type({ id: IdFromString }),
    query: none,
    body: none,
    answer: TrackingScript,
  },
  features: {
    method: "GET",
    path: "/api/web-sales/features",
    changesState: false,
    params: none,
    query: t.type({ salesChannel: SalesChannel }),
    body: none,
    answer: FeatureFlags,
  },
  productList: {
    method: "GET",
    path: "/api/web-sales/products-with-upgrades",
    changesState: false,
    params: none,
    query: none,
    body: none,
    answer: ProductList,
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
  },
  // Not shown in the spec: the discounts and slots a voucher's promotions unlock on a date.
  promotionsInventory: {
    method: "GET",
    path: "/api/web-sales/:productId/promotions-inventory",
    changesState: false,
    params: t.type({ productId: IdFromString }),
    query: t.type({ requestedDate: IsoDate, promotionIds: boundedString("PromotionIds", 200) }),
    body: none,
    answer: t.intersection([Discounts, Inventory]),
  },
  promoCodeProducts: {
    method: "GET",
    path: "/api/web-sales/products-with-upgrades-by-promocode/:code/:type",
    changesState: false,
    params: t.type({ code: PromoCode, type: t.keyof({ "1": null, "2": null }) }),
    query: none,
    body: none,
    answer: PromoCodeProducts,
  },
  productHyperlink: {
    method: "GET",
    path: "/api/web-sales/product-hyperlink/:code",
    changesState: false,
    params: t.type({ code: PromoCode }),
    query: none,
    body: none,
    answer: HyperlinkLookup,
  },
  // Not shown in the spec: the web-sales twin of the ticketing API's create-pending-order.
  webSalesCreatePendingOrder: {
    method: "POST",
    path: "/api/web-sales/create-pending-order",
    changesState: true,
    params: none,
    query: none,
    body: CreatePendingOrderRequest,
    answer: CreatePendingOrderAnswer,
  },
  orderSearch: {
    method: "GET",
    path: "/api/web-sales/order/search/:orderId/:email",
    changesState: false,
    params: t.type({ orderId: IdFromString, email: OrderSearchParams.props.email }),
    query: none,
    body: none,
    answer: Order,
  },
  refund: {
    method: "POST",
    path: "/api/web-sales/order/refund",
    changesState: true,
    params: none,
    query: none,
    body: RefundRequest,
    answer: RefundAnswer,
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
  },
  cityPassVoucher: {
    method: "POST",
    path: "/api/web-sales/cityPassVoucher",
    changesState: false,
    params: none,
    query: none,
    body: CityPassVoucherRequest,
    answer: VoucherMatches,
  },
  confirmOrderPromo: {
    method: "POST",
    path: "/api/web-sales/confirm-order-promo/:orderId",
    changesState: true,
    params: t.type({ orderId: IdFromString }),
    query: none,
    body: PromoPurchaseForm,
    answer: ConfirmPurchaseAnswer,
  },
  confirmPurchase: {
    method: "POST",
    path: "/api/web-sales/confirm-purchase/:orderId",
    changesState: true,
    params: t.type({ orderId: IdFromString }),
    query: none,
    body: PurchaseForm,
    answer: ConfirmPurchaseAnswer,
  },
  viewTickets: {
    method: "GET",
    path: "/api/web-sales/view-tickets",
    changesState: false,
    params: none,
    query: ViewTicketsQuery,
    body: none,
    answer: Tickets,
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
  },
  productDates: {
    method: "GET",
    path: "/api/ticketing/:salesChannel/:saleType/product/:attractionId/dates",
    changesState: false,
    params: ProductParams,
    query: none,
    body: none,
    answer: ProductDates,
  },
  discounts: {
    method: "GET",
    path: "/api/ticketing/:salesChannel/:saleType/product/:attractionId/discounts",
    changesState: false,
    params: ProductParams,
    query: RequestedDate,
    body: none,
    answer: Discounts,
  },
  inventory: {
    method: "POST",
    path: "/api/ticketing/:salesChannel/:saleType/product/:attractionId/inventory",
    changesState: false,
    params: ProductParams,
    query: RequestedDate,
    body: InventoryRequest,
    answer: Inventory,
  },
  price: {
    method: "POST",
    path: "/api/ticketing/:salesChannel/:saleType/order/price",
    changesState: false,
    params: TicketingOrderParams,
    query: none,
    body: PriceRequest,
    answer: PricedCart,
  },
  createPendingOrder: {
    method: "POST",
    path: "/api/ticketing/create-pending-order",
    changesState: true,
    params: none,
    query: none,
    body: CreatePendingOrderRequest,
    answer: CreatePendingOrderAnswer,
  },
  // Not shown in the spec: more time on a live hold (the reference API's extension).
  extendPendingOrder: {
    method: "POST",
    path: "/api/ticketing/pending-order/:orderId/extend",
    changesState: true,
    params: t.type({ orderId: IdFromString }),
    query: none,
    body: none,
    answer: ExtendedPendingOrder,
  },
} as const satisfies Record<string, RouteContract>;

export type RouteName = keyof typeof routes;
