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
  Tickets,
  VoucherMatches,
  ViewTicketsQuery,
} from "./orders.js";
import { boundedString, IdFromString, IsoDate } from "./primitives.js";
import {
  CreatePendingOrderAnswer,
  CreatePendingOrderRequest,
  Discounts,
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
 * Every call of spec §7 as data: method, path (Fastify syntax), the codecs of its path
 * params, query and body, and of its answer. The server registers exactly these routes and
 * the storefront's HTTP adapter calls them; the contract test walks this table.
 */
export interface RouteContract {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly params: t.Mixed;
  readonly query: t.Mixed;
  readonly body: t.Mixed;
  readonly answer: t.Mixed;
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
    params: none,
    query: none,
    body: none,
    answer: ConfigAnswer,
  },
  trackingScript: {
    method: "GET",
    path: "/api/memberVenue/html/:id",
    params: t.type({ id: IdFromString }),
    query: none,
    body: none,
    answer: TrackingScript,
  },
  features: {
    method: "GET",
    path: "/api/web-sales/features",
    params: none,
    query: t.type({ salesChannel: SalesChannel }),
    body: none,
    answer: FeatureFlags,
  },
  productList: {
    method: "GET",
    path: "/api/web-sales/products-with-upgrades",
    params: none,
    query: none,
    body: none,
    answer: ProductList,
  },
  // Not shown in the spec: the web-sales dates of one product, asked by productId.
  webSalesProductDates: {
    method: "GET",
    path: "/api/web-sales/product-dates",
    params: none,
    query: t.type({ productId: IdFromString }),
    body: none,
    answer: ProductDates,
  },
  // Not shown in the spec: the discounts and slots a voucher's promotions unlock on a date.
  promotionsInventory: {
    method: "GET",
    path: "/api/web-sales/:productId/promotions-inventory",
    params: t.type({ productId: IdFromString }),
    query: t.type({ requestedDate: IsoDate, promotionIds: t.string }),
    body: none,
    answer: t.intersection([Discounts, Inventory]),
  },
  promoCodeProducts: {
    method: "GET",
    path: "/api/web-sales/products-with-upgrades-by-promocode/:code/:type",
    params: t.type({ code: PromoCode, type: t.keyof({ "1": null, "2": null }) }),
    query: none,
    body: none,
    answer: PromoCodeProducts,
  },
  productHyperlink: {
    method: "GET",
    path: "/api/web-sales/product-hyperlink/:code",
    params: t.type({ code: PromoCode }),
    query: none,
    body: none,
    answer: HyperlinkLookup,
  },
  // Not shown in the spec: the web-sales twin of the ticketing API's create-pending-order.
  webSalesCreatePendingOrder: {
    method: "POST",
    path: "/api/web-sales/create-pending-order",
    params: none,
    query: none,
    body: CreatePendingOrderRequest,
    answer: CreatePendingOrderAnswer,
  },
  orderSearch: {
    method: "GET",
    path: "/api/web-sales/order/search/:orderId/:email",
    params: t.type({ orderId: IdFromString, email: OrderSearchParams.props.email }),
    query: none,
    body: none,
    answer: Order,
  },
  refund: {
    method: "POST",
    path: "/api/web-sales/order/refund",
    params: none,
    query: none,
    body: RefundRequest,
    answer: RefundAnswer,
  },
  cityPassVoucher: {
    method: "POST",
    path: "/api/web-sales/cityPassVoucher",
    params: none,
    query: none,
    body: CityPassVoucherRequest,
    answer: VoucherMatches,
  },
  confirmOrderPromo: {
    method: "POST",
    path: "/api/web-sales/confirm-order-promo/:orderId",
    params: t.type({ orderId: IdFromString }),
    query: none,
    body: PromoPurchaseForm,
    answer: ConfirmPurchaseAnswer,
  },
  confirmPurchase: {
    method: "POST",
    path: "/api/web-sales/confirm-purchase/:orderId",
    params: t.type({ orderId: IdFromString }),
    query: none,
    body: PurchaseForm,
    answer: ConfirmPurchaseAnswer,
  },
  viewTickets: {
    method: "GET",
    path: "/api/web-sales/view-tickets",
    params: none,
    query: ViewTicketsQuery,
    body: none,
    answer: Tickets,
  },
  productDates: {
    method: "GET",
    path: "/api/ticketing/:salesChannel/:saleType/product/:attractionId/dates",
    params: ProductParams,
    query: none,
    body: none,
    answer: ProductDates,
  },
  discounts: {
    method: "GET",
    path: "/api/ticketing/:salesChannel/:saleType/product/:attractionId/discounts",
    params: ProductParams,
    query: RequestedDate,
    body: none,
    answer: Discounts,
  },
  inventory: {
    method: "POST",
    path: "/api/ticketing/:salesChannel/:saleType/product/:attractionId/inventory",
    params: ProductParams,
    query: RequestedDate,
    body: InventoryRequest,
    answer: Inventory,
  },
  price: {
    method: "POST",
    path: "/api/ticketing/:salesChannel/:saleType/order/price",
    params: TicketingOrderParams,
    query: none,
    body: PriceRequest,
    answer: PricedCart,
  },
  createPendingOrder: {
    method: "POST",
    path: "/api/ticketing/create-pending-order",
    params: none,
    query: none,
    body: CreatePendingOrderRequest,
    answer: CreatePendingOrderAnswer,
  },
} as const satisfies Record<string, RouteContract>;

export type RouteName = keyof typeof routes;

/** The POSTs that change state: each honours an `Idempotency-Key` (spec §7 retries). */
export const stateChangingRoutes: readonly RouteName[] = [
  "webSalesCreatePendingOrder",
  "refund",
  "confirmOrderPromo",
  "confirmPurchase",
  "createPendingOrder",
];
