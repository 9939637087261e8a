import * as t from "io-ts";
import {
  FeatureFlags,
  HyperlinkLookup,
  ProductList,
  ProductListReading,
  PromoCodeProducts,
  PromoCodeProductsReading,
  TrackingScript,
} from "./catalog.js";
import { ConfigAnswer } from "./config.js";
import { boundedString, IdFromString } from "./primitives.js";
import { none, type RouteContract } from "./routeContract.js";
import {
  CreatePendingOrderAnswer,
  CreatePendingOrderRequest,
  Discounts,
  DiscountsReading,
  ExtendedPendingOrder,
  Inventory,
  InventoryReading,
  InventoryRequest,
  PriceRequest,
  PricedCart,
  ProductDates,
  ProductDatesReading,
  RequestedDate,
  SaleType,
  SalesChannel,
} from "./ticketingCodecs.js";

const ProductParams = t.type({
  salesChannel: SalesChannel,
  saleType: SaleType,
  attractionId: IdFromString,
});

const TicketingOrderParams = t.type({ salesChannel: SalesChannel, saleType: SaleType });

const PromoCode = boundedString("PromoCode", 64);

/**
 * The calls of a guest's way to a reservation: configuration, catalogue, dates, prices, the
 * pending order. What a page's first screen needs comes from here, so the page's entry carries
 * these codecs and not the order calls' (orderRoutes.ts).
 */
export const shopRoutes = {
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
    reading: ProductListReading,
  },
  promoCodeProducts: {
    method: "GET",
    path: "/api/web-sales/products-with-upgrades-by-promocode/:code/:type",
    changesState: false,
    params: t.type({ code: PromoCode, type: t.keyof({ "1": null, "2": null }) }),
    query: none,
    body: none,
    answer: PromoCodeProducts,
    reading: PromoCodeProductsReading,
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
  productDates: {
    method: "GET",
    path: "/api/ticketing/:salesChannel/:saleType/product/:attractionId/dates",
    changesState: false,
    params: ProductParams,
    query: none,
    body: none,
    answer: ProductDates,
    reading: ProductDatesReading,
  },
  discounts: {
    method: "GET",
    path: "/api/ticketing/:salesChannel/:saleType/product/:attractionId/discounts",
    changesState: false,
    params: ProductParams,
    query: RequestedDate,
    body: none,
    answer: Discounts,
    reading: DiscountsReading,
  },
  inventory: {
    method: "POST",
    path: "/api/ticketing/:salesChannel/:saleType/product/:attractionId/inventory",
    changesState: false,
    params: ProductParams,
    query: RequestedDate,
    body: InventoryRequest,
    answer: Inventory,
    reading: InventoryReading,
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
    cartBound: true,
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
    cartBound: true,
    params: t.type({ orderId: IdFromString }),
    query: none,
    body: none,
    answer: ExtendedPendingOrder,
  },
} as const satisfies Record<string, RouteContract>;
