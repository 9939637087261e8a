import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { BrandKey } from "../../src/domain/brand.js";
import {
  USER_ACCOUNT_ID,
  salesTerminalContext,
  tenantOf,
  type SaleKind,
} from "../../src/domain/tenant.js";
import { newCartToken, rememberCart } from "./carts.js";
import { apiHeaders, type TestServer } from "./harness.js";

/*
 * The sale half's requests as the storefront sends them: inventory, price and
 * create-pending-order, against a server whose clock starts on a known day.
 */

export { MONDAY_10AM } from "./harness.js";
export const TODAY = "2030-01-07";

export const plusDays = (date: string, days: number): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

export const TOMORROW = plusDays(TODAY, 1);

export interface TicketLine {
  readonly id: number;
  readonly promotionType: number;
  readonly ticketsCount: number;
  readonly code?: string;
}

export interface Entry {
  readonly productId: number;
  readonly visitDate: string | null;
  readonly inventoryId: number | null;
  readonly selectedDiscounts: readonly TicketLine[];
}

export const adults = (ticketsCount: number): TicketLine => ({
  id: 1011,
  promotionType: 1,
  ticketsCount,
});

export interface Sale {
  readonly client?: BrandKey;
  readonly saleKind?: SaleKind;
}

/** The price payload of spec §7, right for the sale's tenant and kind. */
export const priceBody = (entries: readonly Entry[], sale: Sale = {}) => {
  const saleKind = sale.saleKind ?? "general";
  const terminal = salesTerminalContext(tenantOf(sale.client ?? "sn"), saleKind);
  return {
    userAccountId: USER_ACCOUNT_ID,
    memberVenueId: terminal.MemberVenueId,
    orderType: saleKind === "group" ? "GroupSale" : "GeneralSale",
    groupSaleIndicator: saleKind === "group",
    products: entries,
    salesTerminalTypeId: terminal.SalesTerminalTypeId,
  };
};

export const createBody = (entries: readonly Entry[], sale: Sale = {}) => ({
  ...priceBody(entries, sale),
  eventId: null,
  offlineYN: false,
  deviceId: 0,
  taxIdentifier: "",
  isTenderBarcodeWithZeroPrice: false,
});

const saleTypeOf = (sale: Sale) => (sale.saleKind === "group" ? "GroupSale" : "NonGroupSale");

const groupFlag = (sale: Sale) => (sale.saleKind === "group" ? { FE_isGroupSale: "true" } : {});

const headersOf = (sale: Sale) => apiHeaders(sale.client ?? "sn", sale.saleKind ?? "general");

export interface Slot {
  readonly inventoryId: number;
  readonly startTime: string;
  readonly endTime: string;
  readonly remaining: number;
}

export const askInventory = (
  server: TestServer,
  productId: number,
  requestedDate: string,
  sale: Sale = {},
) =>
  server.inject({
    method: "POST",
    url: `/api/ticketing/Web/${saleTypeOf(sale)}/product/${productId}/inventory`,
    query: { requestedDate, ...groupFlag(sale) },
    headers: headersOf(sale),
    payload: { selectedDiscounts: [] },
  });

/** The date's slots; the call must succeed. */
export const inventoryOf = async (
  server: TestServer,
  productId: number,
  requestedDate: string,
  sale: Sale = {},
): Promise<Slot[]> => {
  const answer = await askInventory(server, productId, requestedDate, sale);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ inventory: Slot[] }>().inventory;
};

export const firstSlot = async (
  server: TestServer,
  productId: number,
  date: string,
  sale: Sale = {},
): Promise<Slot> => {
  const [slot] = await inventoryOf(server, productId, date, sale);
  if (slot === undefined) throw new Error(`product ${productId} has no slot on ${date}`);
  return slot;
};

export const price = (server: TestServer, body: unknown, sale: Sale = {}) =>
  server.inject({
    method: "POST",
    url: `/api/ticketing/Web/${saleTypeOf(sale)}/order/price`,
    query: groupFlag(sale),
    headers: headersOf(sale),
    payload: body as object,
  });

/**
 * Create pending order, by a cart of its own unless `cartToken` names one; the order made is
 * confirmed by purchaseFlow.ts with that cart.
 */
export const createPendingOrder = async (
  server: Pick<TestServer, "inject">,
  body: unknown,
  options: Sale & {
    readonly idempotencyKey?: string;
    readonly webSales?: boolean;
    readonly cartToken?: string;
    readonly remoteAddress?: string;
  } = {},
) => {
  const cartToken = options.cartToken ?? newCartToken();
  const answer = await server.inject({
    method: "POST",
    url: options.webSales
      ? "/api/web-sales/create-pending-order"
      : "/api/ticketing/create-pending-order",
    query: groupFlag(options),
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    headers: {
      ...headersOf(options),
      carttoken: cartToken,
      ...(options.idempotencyKey === undefined
        ? {}
        : { "idempotency-key": options.idempotencyKey }),
    },
    payload: body as object,
  });
  if (answer.statusCode === 200) {
    rememberCart(server, answer.json<{ orderId: number }>().orderId, cartToken);
  }
  return answer;
};

/** An answer's `{ Code, message }`, with its status, for one-line expectations. */
export const failureOf = (answer: LightMyRequestResponse) => ({
  status: answer.statusCode,
  ...answer.json<{ Code: number; message: string; productIds?: number[] }>(),
});

/** Tickets the live holds of a slot keep from sale. */
export const liveHeld = async (server: TestServer, slotId: number): Promise<number> => {
  const [row] = await server.storage.query<{ held: number | null }>(
    `select sum(h.quantity) as held from holds h join pending_orders o using (order_id)
     where h.slot_id = $1 and o.status = 'pending' and o.expires_at_ms > $2`,
    [slotId, server.clock.now().getTime()],
  );
  return row?.held ?? 0;
};

// One helper for the rows a test counts, whichever suite's requests it uses.
export { countRows } from "./purchaseFlow.js";
