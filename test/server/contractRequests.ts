import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { routes, type RouteName } from "#contract/routes.js";
import type { BrandKey } from "../../src/domain/brand.js";
import { USER_ACCOUNT_ID, tenantOf } from "../../src/domain/tenant.js";
import { venueDate } from "../../src/domain/venueTime.js";
import { sweepWaitingList } from "../../server/api/sales/waitingListOffers.js";
import { cartOf, newCartToken, rememberCart } from "./carts.js";
import { apiHeaders, type TestServer } from "./harness.js";
import { aCard, aCardlessPurchaseForm, aPurchaseForm } from "./purchaseFlow.js";

/*
 * Valid requests for the routes of the contract, built from the seed catalogue, and the API
 * steps that lead to the routes needing an earlier one (a purchase before a refund). Shared
 * by the contract test and the fuzz property, which mutates these valid requests.
 */

export interface RouteRequest {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The contract's path with every `:name` segment filled in, URL-encoded. */
export const pathFor = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/:(\w+)/g, (_segment, name: string) => encodeURIComponent(params[name] ?? ""));

const injectionFor = (name: RouteName, request: RouteRequest): InjectOptions => ({
  method: routes[name].method,
  url: pathFor(routes[name].path, request.params ?? {}),
  ...(request.query === undefined ? {} : { query: { ...request.query } }),
  ...(request.headers === undefined ? {} : { headers: { ...request.headers } }),
  ...(request.body === undefined ? {} : { payload: request.body as object }),
});

export const send = (
  server: TestServer,
  name: RouteName,
  request: RouteRequest,
): Promise<LightMyRequestResponse> => server.inject(injectionFor(name, request));

interface TicketLine {
  readonly id: number;
  readonly promotionType: number;
  readonly ticketsCount: number;
  readonly code?: string;
}

interface OrderLine {
  readonly productId: number;
  readonly visitDate: string | null;
  readonly inventoryId: number | null;
  readonly selectedDiscounts: readonly TicketLine[];
}

const aPriceRequest = (client: BrandKey, products: readonly OrderLine[]) => {
  const tenant = tenantOf(client);
  return {
    userAccountId: USER_ACCOUNT_ID,
    memberVenueId: tenant.memberVenueId,
    orderType: "GeneralSale",
    groupSaleIndicator: false,
    products,
    salesTerminalTypeId: tenant.salesTerminalTypeId,
  };
};

/** The create-order payload: the price payload plus spec §7's fixed fields. */
const aCreatePendingOrderRequest = (client: BrandKey, products: readonly OrderLine[]) => ({
  ...aPriceRequest(client, products),
  eventId: null,
  offlineYN: false,
  deviceId: 0,
  taxIdentifier: "",
  isTenderBarcodeWithZeroPrice: false,
});

const ADULT_101 = { id: 1011, promotionType: 1 } as const;
const CITY_PASS_ADULT_107 = { id: 1071, promotionType: 4 } as const;

const productParams = (attractionId: number) => ({
  salesChannel: "Web",
  saleType: "NonGroupSale",
  attractionId: String(attractionId),
});

/** The answer of a step that must succeed for the test to mean anything. */
const expectOk = (answer: LightMyRequestResponse, step: string): Record<string, unknown> => {
  if (answer.statusCode !== 200) {
    throw new Error(`${step} answered ${answer.statusCode}: ${answer.body}`);
  }
  return answer.json<Record<string, unknown>>();
};

interface Slot {
  readonly productId: number;
  readonly visitDate: string;
  readonly inventoryId: number;
}

/**
 * A slot of `productId` with room for the line's tickets, on the earliest sale date after
 * today (a visit today could already be past its time, and a past visit is not refundable).
 */
const openSlot = async (
  server: TestServer,
  productId: number,
  line: TicketLine = { ...ADULT_101, ticketsCount: 1 },
): Promise<Slot> => {
  const headers = apiHeaders("sn");
  const dates = expectOk(
    await send(server, "productDates", { params: productParams(productId), headers }),
    "product dates",
  );
  const today = venueDate(server.clock.now());
  for (const visitDate of (dates.dates as string[]).filter((date) => date > today)) {
    const inventory = expectOk(
      await send(server, "inventory", {
        params: productParams(productId),
        query: { requestedDate: visitDate },
        body: { selectedDiscounts: [line] },
        headers,
      }),
      "inventory",
    );
    const slots = inventory.inventory as { inventoryId: number; remaining: number }[];
    const free = slots.find((slot) => slot.remaining >= line.ticketsCount);
    if (free !== undefined) return { productId, visitDate, inventoryId: free.inventoryId };
  }
  throw new Error(`no open slot for product ${productId}`);
};

const orderLine = (slot: Slot, selectedDiscounts: readonly TicketLine[]): OrderLine => ({
  productId: slot.productId,
  visitDate: slot.visitDate,
  inventoryId: slot.inventoryId,
  selectedDiscounts,
});

/**
 * Holds the lines' tickets for a cart of their own: the pending order's id, as
 * create-pending-order answered it.
 */
const pendingOrder = async (server: TestServer, lines: readonly OrderLine[]): Promise<number> => {
  const cartToken = newCartToken();
  const answer = expectOk(
    await send(server, "createPendingOrder", {
      body: aCreatePendingOrderRequest("sn", lines),
      headers: { ...apiHeaders("sn"), carttoken: cartToken, "idempotency-key": randomUUID() },
    }),
    "create pending order",
  );
  const orderId = answer.orderId as number;
  rememberCart(server, orderId, cartToken);
  return orderId;
};

/** The headers of a call naming a pending order: its own cart's token, and a key of its own. */
export const orderHeaders = (server: TestServer, orderId: number) => ({
  ...apiHeaders("sn"),
  carttoken: cartOf(server, orderId),
  "idempotency-key": randomUUID(),
});

interface Purchase {
  readonly orderId: number;
  readonly orderConfirmation: string;
  readonly email: string;
}

/** The confirm-purchase request of a pending order, paid with the approving card. */
export const confirmPurchaseRequest = (server: TestServer, orderId: number) => ({
  params: { orderId: String(orderId) },
  body: aPurchaseForm(),
  headers: orderHeaders(server, orderId),
});

/** Two adult tickets of product 101, bought with the approving card. */
export const purchasedOrder = async (server: TestServer): Promise<Purchase> => {
  const line = { ...ADULT_101, ticketsCount: 2 };
  const orderId = await pendingOrder(server, [
    orderLine(await openSlot(server, 101, line), [line]),
  ]);
  const request = confirmPurchaseRequest(server, orderId);
  const answer = expectOk(await send(server, "confirmPurchase", request), "confirm purchase");
  return {
    orderId,
    orderConfirmation: answer.orderConfirmation as string,
    email: request.body.email,
  };
};

const sn = apiHeaders("sn");

/** The barcodes of an order's tickets, as view tickets answers them. */
export const ticketsOf = async (server: TestServer, orderConfirmation: string) =>
  expectOk(
    await send(server, "viewTickets", { query: { orderConfirmation }, headers: sn }),
    "view tickets",
  ) as unknown as readonly { readonly barcode: string }[];
const withKey = () => ({ ...sn, "idempotency-key": randomUUID() });

/** The first of a purchased order's two tickets, as "Cancel some tickets" names it. */
const firstTicketOf = async (server: TestServer) => {
  const order = await purchasedOrder(server);
  const tickets = await ticketsOf(server, order.orderConfirmation);
  const { ticketId } = tickets[0] as unknown as { readonly ticketId: number };
  return { orderId: order.orderId, email: order.email, ticketIds: [ticketId] };
};
/** The first ticket of a purchased order moved to another entry time of its date. */
const changeOfFirstTicket = async (server: TestServer) => {
  const ticket = await firstTicketOf(server);
  const [other] = await server.storage.query<{ slot_id: number; visit_date: string }>(
    `select s.slot_id::integer as slot_id, to_char(s.visit_date, 'YYYY-MM-DD') as visit_date
     from slots s join tickets t on t.product_id = s.product_id and t.visit_date = s.visit_date
     where t.ticket_id = $1 and s.slot_id <> t.slot_id order by s.start_time desc limit 1`,
    [ticket.ticketIds[0]],
  );
  if (other === undefined) throw new Error("no other entry time that day");
  return { ...ticket, visitDate: other.visit_date, inventoryId: other.slot_id };
};
const adults = (ticketsCount: number) => ({ ...ADULT_101, ticketsCount });
const ticketingProduct = { salesChannel: "Web", saleType: "NonGroupSale", attractionId: "101" };

/** Seed barcode C3SN000n: every fourth one grants the child ticket, the others the adult. */
const cityPassLine = (n: number): TicketLine => ({
  id: n % 4 === 0 ? 1072 : CITY_PASS_ADULT_107.id,
  promotionType: CITY_PASS_ADULT_107.promotionType,
  ticketsCount: 1,
  code: `C3SN${String(n).padStart(4, "0")}`,
});

/** A zero-total pending order: one city-pass ticket, paid with seed barcode C3SN000n. */
export const cityPassPendingOrder = async (server: TestServer, n: number) => {
  const line = cityPassLine(n);
  return pendingOrder(server, [orderLine(await openSlot(server, 107, line), [line])]);
};

// Barcode 1 stays unexchanged for the voucher check, and the last one is the contract test's;
// each confirmed promo order takes the next in between.
let lastExchangedBarcode = 1;
const unusedBarcode = (): number => {
  lastExchangedBarcode += 1;
  return lastExchangedBarcode;
};

/** The join request of a party of two adults whose entry time was filled up for it. */
const aFullSlotJoin = async (server: TestServer) => {
  const line = adults(2);
  const slot = await openSlot(server, 101, line);
  await server.storage.query("update slots set capacity = sold where slot_id = $1", [
    slot.inventoryId,
  ]);
  return {
    email: "waiting.guest@example.com",
    order: aCreatePendingOrderRequest("sn", [orderLine(slot, [line])]),
  };
};

/** A party waiting for a full entry time: its leave token, and its slot. */
const waitingParty = async (server: TestServer) => {
  const body = await aFullSlotJoin(server);
  const joined = expectOk(
    await send(server, "joinWaitingList", { body, headers: withKey() }),
    "join the waiting list",
  );
  return { leaveToken: joined.leaveToken as string, slotId: body.order.products[0]?.inventoryId };
};

/** A party offered the places freed for it: the offer token of its mail. */
const offeredParty = async (server: TestServer) => {
  const { slotId } = await waitingParty(server);
  await server.storage.query("update slots set capacity = capacity + 2 where slot_id = $1", [
    slotId,
  ]);
  await sweepWaitingList(server.storage, { now: server.clock.now(), sendsMail: false });
  const [entry] = await server.storage.query<{ offer_token: string }>(
    "select offer_token from waiting_list where slot_id = $1 and status = 'offered'",
    [slotId],
  );
  return entry?.offer_token ?? "no offer was made";
};

type ValidRequest = (server: TestServer) => Promise<RouteRequest>;

/**
 * One valid request per route of the contract, after the API steps it needs (a purchase
 * before its refund). Each call makes its own steps, so a request is valid when built.
 */
export const validRequests: Readonly<Record<RouteName, ValidRequest>> = {
  config: () => Promise.resolve({ headers: { host: "sn.localhost:8080" } }),
  trackingScript: () => Promise.resolve({ params: { id: "41" }, headers: sn }),
  features: () => Promise.resolve({ query: { salesChannel: "Web" }, headers: sn }),
  productList: () => Promise.resolve({ headers: sn }),
  webSalesProductDates: () => Promise.resolve({ query: { productId: "101" }, headers: sn }),
  promotionsInventory: async (server) => {
    const slot = await openSlot(server, 107, cityPassLine(1));
    return {
      params: { productId: "107" },
      query: { requestedDate: slot.visitDate, promotionIds: "9101" },
      headers: sn,
    };
  },
  promoCodeProducts: () =>
    Promise.resolve({ params: { code: "SUMMIT20", type: "1" }, headers: sn }),
  productHyperlink: () => Promise.resolve({ params: { code: "SUMMIT-FRIENDS" }, headers: sn }),
  webSalesCreatePendingOrder: async (server) => ({
    body: aCreatePendingOrderRequest("sn", [orderLine(await openSlot(server, 101), [adults(1)])]),
    headers: { ...withKey(), carttoken: newCartToken() },
  }),
  orderSearch: async (server) => {
    const order = await purchasedOrder(server);
    return { params: { orderId: String(order.orderId), email: order.email }, headers: sn };
  },
  refund: async (server) => {
    const order = await purchasedOrder(server);
    return { body: { orderId: order.orderId, email: order.email }, headers: withKey() };
  },
  cancelTicketsQuote: async (server) => ({ body: await firstTicketOf(server), headers: sn }),
  cancelTickets: async (server) => ({ body: await firstTicketOf(server), headers: withKey() }),
  changeVisitQuote: async (server) => ({ body: await changeOfFirstTicket(server), headers: sn }),
  changeVisit: async (server) => ({
    body: { ...(await changeOfFirstTicket(server)), payment: aCard() },
    headers: withKey(),
  }),
  resendTickets: async (server) => {
    const order = await purchasedOrder(server);
    return { body: { orderId: order.orderId, email: order.email }, headers: withKey() };
  },
  joinWaitingList: async (server) => ({ body: await aFullSlotJoin(server), headers: withKey() }),
  leaveWaitingList: async (server) => ({
    body: { token: (await waitingParty(server)).leaveToken },
    headers: withKey(),
  }),
  waitingListOffer: async (server) => ({
    body: { token: await offeredParty(server) },
    headers: sn,
  }),
  cityPassVoucher: () =>
    Promise.resolve({
      body: { voucherCode: "C3SN0001", barcodeProvider: "CityPassC3" },
      headers: sn,
    }),
  confirmOrderPromo: async (server) => {
    const orderId = await cityPassPendingOrder(server, unusedBarcode());
    return {
      params: { orderId: String(orderId) },
      body: aCardlessPurchaseForm(),
      headers: orderHeaders(server, orderId),
    };
  },
  confirmPurchase: async (server) => {
    const slot = await openSlot(server, 101);
    return confirmPurchaseRequest(
      server,
      await pendingOrder(server, [orderLine(slot, [adults(1)])]),
    );
  },
  viewTickets: async (server) => {
    const order = await purchasedOrder(server);
    return { query: { orderConfirmation: order.orderConfirmation }, headers: sn };
  },
  ticketsPdf: async (server) => {
    const order = await purchasedOrder(server);
    return { query: { orderConfirmation: order.orderConfirmation } };
  },
  walletPass: async (server) => {
    const order = await purchasedOrder(server);
    const [ticket] = await ticketsOf(server, order.orderConfirmation);
    return {
      query: { orderConfirmation: order.orderConfirmation, barcode: ticket?.barcode ?? "" },
    };
  },
  calendar: async (server) => {
    const order = await purchasedOrder(server);
    return { query: { orderConfirmation: order.orderConfirmation } };
  },
  productDates: () => Promise.resolve({ params: ticketingProduct, headers: sn }),
  discounts: async (server) => ({
    params: ticketingProduct,
    query: { requestedDate: (await openSlot(server, 101)).visitDate },
    headers: sn,
  }),
  inventory: async (server) => ({
    params: ticketingProduct,
    query: { requestedDate: (await openSlot(server, 101)).visitDate },
    body: { selectedDiscounts: [adults(2)] },
    headers: sn,
  }),
  price: async (server) => ({
    params: { salesChannel: "Web", saleType: "NonGroupSale" },
    body: aPriceRequest("sn", [orderLine(await openSlot(server, 101), [adults(2)])]),
    headers: sn,
  }),
  createPendingOrder: async (server) => ({
    body: aCreatePendingOrderRequest("sn", [orderLine(await openSlot(server, 101), [adults(2)])]),
    headers: { ...withKey(), carttoken: newCartToken() },
  }),
  extendPendingOrder: async (server) => {
    const slot = await openSlot(server, 101);
    const orderId = await pendingOrder(server, [orderLine(slot, [adults(1)])]);
    return {
      params: { orderId: String(orderId) },
      body: {},
      headers: orderHeaders(server, orderId),
    };
  },
};
