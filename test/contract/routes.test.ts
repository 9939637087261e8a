import {
  WaitingListJoined,
  WaitingListJoinRequest,
  WaitingListLeft,
  WaitingListOffer,
  WaitingListTokenRequest,
} from "#contract/waitingList.js";
import { describe, expect, it } from "vitest";
import {
  FeatureFlags,
  HyperlinkLookup,
  ProductList,
  PromoCodeProducts,
  TrackingScript,
} from "#contract/catalog.js";
import { ConfigAnswer } from "#contract/config.js";
import {
  CancelTicketsAnswer,
  CancelTicketsQuote,
  CancelTicketsRequest,
  ChangeVisitAnswer,
  ChangeVisitOrder,
  ChangeVisitQuote,
  ChangeVisitRequest,
  CityPassVoucherRequest,
  ConfirmPurchaseAnswer,
  Order,
  PromoPurchaseForm,
  PurchaseForm,
  RefundAnswer,
  RefundRequest,
  ResendTicketsAnswer,
  ResendTicketsRequest,
  Tickets,
  TicketsPdf,
  ViewTicketsQuery,
  VisitCalendar,
  VoucherMatches,
  WalletPass,
  WalletPassQuery,
} from "#contract/orders.js";
import { type RouteName, routes } from "#contract/routes.js";
import {
  CreatePendingOrderAnswer,
  CreatePendingOrderRequest,
  Discounts,
  ExtendedPendingOrder,
  Inventory,
  InventoryRequest,
  PricedCart,
  PriceRequest,
  ProductDates,
  RequestedDate,
} from "#contract/ticketingCodecs.js";
import { expectAccepted, expectedName, expectRefused, without, type Wire } from "./codecRules.js";

/** Spec §7's calls as the contract's table has them. */

/** The spec writes `{id}` where Fastify writes `:id`. */
const fastifyPath = (specPath: string) => specPath.replaceAll(/\{(\w+)\}/g, ":$1");
const ticketingProduct = "/api/ticketing/{salesChannel}/{saleType}/product/{attractionId}";

const specCalls: readonly (readonly [RouteName, "GET" | "POST", string])[] = [
  ["trackingScript", "GET", "/api/memberVenue/html/{id}"],
  ["features", "GET", "/api/web-sales/features"],
  ["productList", "GET", "/api/web-sales/products-with-upgrades"],
  ["webSalesProductDates", "GET", "/api/web-sales/product-dates"],
  ["promotionsInventory", "GET", "/api/web-sales/{productId}/promotions-inventory"],
  ["promoCodeProducts", "GET", "/api/web-sales/products-with-upgrades-by-promocode/{code}/{type}"],
  ["productHyperlink", "GET", "/api/web-sales/product-hyperlink/{code}"],
  ["webSalesCreatePendingOrder", "POST", "/api/web-sales/create-pending-order"],
  ["orderSearch", "GET", "/api/web-sales/order/search/{orderId}/{email}"],
  ["refund", "POST", "/api/web-sales/order/refund"],
  ["cityPassVoucher", "POST", "/api/web-sales/cityPassVoucher"],
  ["confirmOrderPromo", "POST", "/api/web-sales/confirm-order-promo/{orderId}"],
  ["confirmPurchase", "POST", "/api/web-sales/confirm-purchase/{orderId}"],
  ["viewTickets", "GET", "/api/web-sales/view-tickets"],
  ["productDates", "GET", `${ticketingProduct}/dates`],
  ["discounts", "GET", `${ticketingProduct}/discounts`],
  ["inventory", "POST", `${ticketingProduct}/inventory`],
  ["price", "POST", "/api/ticketing/{salesChannel}/{saleType}/order/price"],
  ["createPendingOrder", "POST", "/api/ticketing/create-pending-order"],
];

// Not shown in the spec: the calls this contract adds, where it puts them.
const contractCalls: readonly (readonly [RouteName, "GET" | "POST", string])[] = [
  ["config", "GET", "/config.json"],
  ["resendTickets", "POST", "/api/web-sales/order/resend-tickets"],
  ["cancelTicketsQuote", "POST", "/api/web-sales/order/cancel-tickets/quote"],
  ["cancelTickets", "POST", "/api/web-sales/order/cancel-tickets"],
  ["changeVisitQuote", "POST", "/api/web-sales/order/change-visit/quote"],
  ["changeVisit", "POST", "/api/web-sales/order/change-visit"],
  ["ticketsPdf", "GET", "/api/web-sales/view-tickets/pdf"],
  ["walletPass", "GET", "/api/web-sales/view-tickets/pkpass"],
  ["calendar", "GET", "/api/web-sales/view-tickets/ics"],
  ["extendPendingOrder", "POST", "/api/ticketing/pending-order/{orderId}/extend"],
  ["joinWaitingList", "POST", "/api/web-sales/waiting-list/join"],
  ["leaveWaitingList", "POST", "/api/web-sales/waiting-list/leave"],
  ["waitingListOffer", "POST", "/api/web-sales/waiting-list/offer"],
];

describe("the calls of spec §7", () => {
  it.each(specCalls)("%s is %s %s, as spec §7 has it", (name, method, path) => {
    expect(routes[name]).toMatchObject({ method, path: fastifyPath(path) });
  });

  it.each(contractCalls)("%s is %s %s", (name, method, path) => {
    expect(routes[name]).toMatchObject({ method, path: fastifyPath(path) });
  });

  it("the table has exactly these calls, each at its own method and path", () => {
    const all = [...specCalls, ...contractCalls];
    expect(Object.keys(routes).sort()).toEqual(all.map(([name]) => name).sort());
    const places = all.map(([, method, path]) => `${method} ${path}`);
    expect(new Set(places).size).toBe(places.length);
  });
});

describe("which calls change state (they carry an Idempotency-Key)", () => {
  const changing: readonly RouteName[] = [
    "webSalesCreatePendingOrder",
    "createPendingOrder",
    "extendPendingOrder",
    "confirmPurchase",
    "confirmOrderPromo",
    "refund",
    "cancelTickets",
    "changeVisit",
    "resendTickets",
    "joinWaitingList",
    "leaveWaitingList",
  ];

  it.each(changing)("%s reserves, charges, refunds or sends: it changes state", (name) => {
    expect(routes[name].changesState).toBe(true);
  });

  it.each((Object.keys(routes) as RouteName[]).filter((name) => !changing.includes(name)))(
    "%s only reads or computes: it changes no state",
    (name) => {
      expect(routes[name].changesState).toBe(false);
    },
  );
});

describe("what each call is answered with", () => {
  it.each([
    ["config", ConfigAnswer],
    ["trackingScript", TrackingScript],
    ["features", FeatureFlags],
    ["productList", ProductList],
    ["webSalesProductDates", ProductDates],
    ["promoCodeProducts", PromoCodeProducts],
    ["productHyperlink", HyperlinkLookup],
    ["webSalesCreatePendingOrder", CreatePendingOrderAnswer],
    ["orderSearch", Order],
    ["refund", RefundAnswer],
    ["resendTickets", ResendTicketsAnswer],
    ["cancelTicketsQuote", CancelTicketsQuote],
    ["cancelTickets", CancelTicketsAnswer],
    ["changeVisitQuote", ChangeVisitQuote],
    ["changeVisit", ChangeVisitAnswer],
    ["cityPassVoucher", VoucherMatches],
    ["confirmOrderPromo", ConfirmPurchaseAnswer],
    ["confirmPurchase", ConfirmPurchaseAnswer],
    ["viewTickets", Tickets],
    ["ticketsPdf", TicketsPdf],
    ["walletPass", WalletPass],
    ["calendar", VisitCalendar],
    ["productDates", ProductDates],
    ["discounts", Discounts],
    ["inventory", Inventory],
    ["price", PricedCart],
    ["createPendingOrder", CreatePendingOrderAnswer],
    ["extendPendingOrder", ExtendedPendingOrder],
    ["joinWaitingList", WaitingListJoined],
    ["leaveWaitingList", WaitingListLeft],
    ["waitingListOffer", WaitingListOffer],
  ] as const)("%s answers with its codec", (name, codec) => {
    expect(routes[name].answer).toBe(codec);
  });

  it("a voucher's promotions answer both the discounts and the slots they unlock", () => {
    const answer = routes.promotionsInventory.answer;
    const both = { discounts: [], inventory: [] };
    expectAccepted(answer, both);
    expectRefused(answer, without(both, "discounts"));
    expectRefused(answer, without(both, "inventory"));
  });

  it.each([
    ["ticketsPdf", "application/pdf"],
    ["walletPass", "application/vnd.apple.pkpass"],
    ["calendar", "text/calendar; charset=utf-8"],
  ] as const)("%s is a file downloaded as %s", (name, contentType) => {
    expect(routes[name].document).toEqual({ contentType });
  });

  it("every other call answers JSON", () => {
    const files = ["ticketsPdf", "walletPass", "calendar"];
    for (const [name, route] of Object.entries(routes)) {
      if (!files.includes(name)) expect(route).not.toHaveProperty("document");
    }
  });
});

describe("the requests each call takes", () => {
  it.each([
    ["confirmPurchase", PurchaseForm],
    ["confirmOrderPromo", PromoPurchaseForm],
    ["refund", RefundRequest],
    ["resendTickets", ResendTicketsRequest],
    ["cancelTicketsQuote", CancelTicketsRequest],
    ["cancelTickets", CancelTicketsRequest],
    ["changeVisitQuote", ChangeVisitRequest],
    ["changeVisit", ChangeVisitOrder],
    ["cityPassVoucher", CityPassVoucherRequest],
    ["inventory", InventoryRequest],
    ["price", PriceRequest],
    ["createPendingOrder", CreatePendingOrderRequest],
    ["webSalesCreatePendingOrder", CreatePendingOrderRequest],
    ["joinWaitingList", WaitingListJoinRequest],
    ["leaveWaitingList", WaitingListTokenRequest],
    ["waitingListOffer", WaitingListTokenRequest],
  ] as const)("%s takes its body codec", (name, codec) => {
    expect(routes[name].body).toBe(codec);
  });

  it.each([
    ["viewTickets", ViewTicketsQuery],
    ["ticketsPdf", ViewTicketsQuery],
    ["calendar", ViewTicketsQuery],
    ["walletPass", WalletPassQuery],
    ["discounts", RequestedDate],
    ["inventory", RequestedDate],
  ] as const)("%s takes its query codec", (name, codec) => {
    expect(routes[name].query).toBe(codec);
  });

  const ticketingParams = { salesChannel: "Web", saleType: "NonGroupSale", attractionId: "101" };

  /** Each call's path params, query and body as a request carries them, when it has any. */
  const requests: readonly (readonly [RouteName, "params" | "query", Wire])[] = [
    ["trackingScript", "params", { id: "67" }],
    ["features", "query", { salesChannel: "Web" }],
    ["webSalesProductDates", "query", { productId: "101" }],
    ["promotionsInventory", "params", { productId: "101" }],
    ["promotionsInventory", "query", { requestedDate: "2030-01-07", promotionIds: "3,4" }],
    ["promoCodeProducts", "params", { code: "SUMMIT-FRIENDS", type: "1" }],
    ["productHyperlink", "params", { code: "SUMMIT-FRIENDS" }],
    ["orderSearch", "params", { orderId: "7", email: "guest@example.com" }],
    ["confirmOrderPromo", "params", { orderId: "7" }],
    ["confirmPurchase", "params", { orderId: "7" }],
    ["extendPendingOrder", "params", { orderId: "7" }],
    ["productDates", "params", ticketingParams],
    ["discounts", "params", ticketingParams],
    ["inventory", "params", ticketingParams],
    ["price", "params", { salesChannel: "Web", saleType: "GroupSale" }],
  ];

  it.each(requests)("%s's %s are accepted as a request carries them", (name, part, value) => {
    expect(routes[name][part].decode(value)).toMatchObject({ _tag: "Right" });
  });

  it.each(
    requests.flatMap(([name, part, value]) =>
      Object.keys(value).map((field) => [name, part, field, value] as const),
    ),
  )("%s's %s without %s are refused", (name, part, field, value) => {
    expectRefused(routes[name][part], without(value, field));
  });

  it.each([
    ["an id that is not a decimal", "trackingScript", "params", { id: "0x43" }],
    ["a sales channel other than Web", "features", "query", { salesChannel: "Kiosk" }],
    ["a product id of 0", "webSalesProductDates", "query", { productId: "0" }],
    [
      "a day that is no date",
      "promotionsInventory",
      "query",
      { requestedDate: "2030-02-30", promotionIds: "3" },
    ],
    [
      "blank promotion ids",
      "promotionsInventory",
      "query",
      { requestedDate: "2030-01-07", promotionIds: " " },
    ],
    [
      "a promo-code type other than 1 or 2",
      "promoCodeProducts",
      "params",
      { code: "SUMMIT", type: "3" },
    ],
    ["a blank promo code", "productHyperlink", "params", { code: " " }],
    [
      "an order id that is not a number",
      "orderSearch",
      "params",
      { orderId: "seven", email: "guest@example.com" },
    ],
    [
      "a sale type that is not GroupSale or NonGroupSale",
      "productDates",
      "params",
      { ...ticketingParams, saleType: "GeneralSale" },
    ],
    [
      "an attraction id that is not an id",
      "discounts",
      "params",
      { ...ticketingParams, attractionId: "-1" },
    ],
    [
      "a sales channel other than Web",
      "price",
      "params",
      { salesChannel: "web", saleType: "GroupSale" },
    ],
  ] as const)("a request with %s is refused (%s %s)", (_rule, name, part, value) => {
    expectRefused(routes[name][part], value);
  });

  it("promo-code type 1 is the sales-channel junction and 2 the promo hyperlink: both taken", () => {
    expectAccepted(routes.promoCodeProducts.params, { code: "SUMMIT", type: "2" });
  });

  it.each([
    ["a promo code", "productHyperlink", { code: "C".repeat(65) }, "PromoCode"],
    ["a promo code", "promoCodeProducts", { code: "C".repeat(65), type: "1" }, "PromoCode"],
    [
      "promotion ids",
      "promotionsInventory",
      { requestedDate: "2030-01-07", promotionIds: "3".repeat(201) },
      "PromotionIds",
    ],
  ] as const)("%s too long is refused by its name (%s)", (_what, name, value, expected) => {
    const route = routes[name];
    const part = "promotionIds" in value ? route.query : route.params;
    expect(expectedName(part, value)).toBe(expected);
  });

  it("promotion ids of 200 characters and a promo code of 64 are taken", () => {
    expectAccepted(routes.promotionsInventory.query, {
      requestedDate: "2030-01-07",
      promotionIds: "3".repeat(200),
    });
    expectAccepted(routes.productHyperlink.params, { code: "C".repeat(64) });
  });
});
