import { expect } from "vitest";
import { venueDate } from "../../src/domain/venueTime.js";
import type { BrandKey } from "../../src/domain/brand.js";
import type { CardForm, PurchaseForm } from "../../src/domain/purchaseForm.js";
import {
  USER_ACCOUNT_ID,
  salesTerminalContext,
  tenantOf,
  type SaleKind,
} from "../../src/domain/tenant.js";
import { aPurchaseForm as aGuestPurchaseForm } from "../builders.js";
import { cartOf, newCartToken, rememberCart } from "./carts.js";
import { apiHeaders, type TestServer } from "./harness.js";

/*
 * The steps of a purchase as the storefront takes them, for the suites that need an order:
 * find an entry time, reserve it (a pending order), confirm it.
 */

export const APPROVED_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000 0000 0000 0002";

/**
 * The guest's form as the server tests send it: the shared one (test/builders.ts) with a card
 * the reference API approves and values the storage and log tests look for.
 */
export const aPurchaseForm = (overrides: Partial<PurchaseForm> = {}): PurchaseForm =>
  aGuestPurchaseForm({
    email: "guest.name@example.com",
    address1: "1 Harbor Way",
    postalCode: "98101",
    phoneNumber: "206-555-0100",
    cardNumber: APPROVED_CARD,
    cardCVV: "737",
    sendNotificationYN: false,
    ...overrides,
  });

/** The card of `aPurchaseForm`, as a change of visit that costs more is paid with. */
export const aCard = (overrides: Partial<CardForm> = {}): CardForm => {
  const { cardOwnerName, cardNumber, cardMonthExp, cardYearExp, cardCVV } = aPurchaseForm();
  return { cardOwnerName, cardNumber, cardMonthExp, cardYearExp, cardCVV, ...overrides };
};

/** The form of a zero-total order: no payment, so no card (confirm-order-promo takes none). */
export const aCardlessPurchaseForm = (): PurchaseForm =>
  aPurchaseForm({
    cardOwnerName: "",
    cardNumber: "",
    cardMonthExp: "",
    cardYearExp: "",
    cardCVV: "",
  });

/** A CityPass C3 barcode exchanged for one sn ticket tomorrow. */
export const cityPassExchange = (server: TestServer, barcode: string): Booking => ({
  client: "sn",
  productId: 107,
  visitDate: venueDay(server, 1),
  lines: [{ id: 1071, promotionType: 4, ticketsCount: 1, code: barcode }],
});

const DAY_MS = 24 * 3600 * 1000;

/** A venue date `days` after the server's today. */
export const venueDay = (server: TestServer, days: number): string =>
  venueDate(new Date(server.clock.now().getTime() + days * DAY_MS));

export interface Line {
  readonly id: number;
  readonly promotionType: number;
  readonly ticketsCount: number;
  readonly code?: string;
}

export interface Booking {
  readonly client: BrandKey;
  readonly saleKind?: SaleKind;
  readonly productId: number;
  readonly visitDate: string;
  readonly lines: readonly Line[];
}

const ticketingHeaders = (booking: Booking) =>
  apiHeaders(booking.client, booking.saleKind ?? "general");

const groupQuery = (booking: Booking) =>
  booking.saleKind === "group" ? "?FE_isGroupSale=true" : "";

/** The first entry time of the booking's date with room for its tickets. */
export const firstFreeSlot = async (server: TestServer, booking: Booking): Promise<number> => {
  const saleType = booking.saleKind === "group" ? "GroupSale" : "NonGroupSale";
  const group = booking.saleKind === "group" ? "&FE_isGroupSale=true" : "";
  const answer = await server.inject({
    method: "POST",
    url: `/api/ticketing/Web/${saleType}/product/${booking.productId}/inventory?requestedDate=${booking.visitDate}${group}`,
    headers: ticketingHeaders(booking),
    payload: { selectedDiscounts: booking.lines },
  });
  expect(answer.statusCode).toBe(200);
  const tickets = booking.lines.reduce((sum, line) => sum + line.ticketsCount, 0);
  const slot = answer
    .json<{ inventory: { inventoryId: number; remaining: number }[] }>()
    .inventory.find((candidate) => candidate.remaining >= tickets);
  if (slot === undefined) throw new Error(`no free slot for product ${booking.productId}`);
  return slot.inventoryId;
};

/** The create-order payload of spec §7 for one product. */
export const pendingOrderBody = (booking: Booking, inventoryId: number | null) => {
  const saleKind = booking.saleKind ?? "general";
  const terminal = salesTerminalContext(tenantOf(booking.client), saleKind);
  return {
    userAccountId: USER_ACCOUNT_ID,
    memberVenueId: terminal.MemberVenueId,
    orderType: saleKind === "group" ? "GroupSale" : "GeneralSale",
    groupSaleIndicator: saleKind === "group",
    products: [
      {
        productId: booking.productId,
        visitDate: booking.visitDate,
        inventoryId,
        selectedDiscounts: booking.lines,
      },
    ],
    salesTerminalTypeId: terminal.SalesTerminalTypeId,
    eventId: null,
    offlineYN: false,
    deviceId: 0,
    taxIdentifier: "",
    isTenderBarcodeWithZeroPrice: false,
  };
};

export interface Reservation {
  readonly orderId: number;
  readonly inventoryId: number;
  readonly total: number;
  /** The cart that made it: the only one it answers to. */
  readonly cartToken: string;
}

/**
 * Reserves the booking in its first free slot: a pending order holding the tickets, made by a
 * cart of its own, which the confirmations below name unless told otherwise.
 */
export const reserve = async (
  server: TestServer,
  booking: Booking,
  options: { readonly remoteAddress?: string; readonly language?: string } = {},
): Promise<Reservation> => {
  const inventoryId = await firstFreeSlot(server, booking);
  const cartToken = newCartToken();
  const answer = await server.inject({
    method: "POST",
    url: `/api/ticketing/create-pending-order${groupQuery(booking)}`,
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    headers: {
      ...ticketingHeaders(booking),
      carttoken: cartToken,
      ...(options.language === undefined ? {} : { "accept-language": options.language }),
    },
    payload: pendingOrderBody(booking, inventoryId),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const created = answer.json<{ orderId: number; data: { total: number } }>();
  rememberCart(server, created.orderId, cartToken);
  return { orderId: created.orderId, inventoryId, total: created.data.total, cartToken };
};

/** Two General Admission adults at sn, tomorrow. */
export const twoAdults = (server: TestServer): Booking => ({
  client: "sn",
  productId: 101,
  visitDate: venueDay(server, 1),
  lines: [{ id: 1011, promotionType: 1, ticketsCount: 2 }],
});

export interface ConfirmOptions {
  readonly client?: BrandKey;
  readonly form?: PurchaseForm;
  readonly idempotencyKey?: string;
  readonly cartToken?: string | null;
  /** The client address the request comes from; the test's own when not given. */
  readonly remoteAddress?: string;
  /** The guest's Accept-Language; none when not given (English). */
  readonly language?: string;
}

export const confirmPurchase = (
  server: TestServer,
  orderId: number | string,
  options: ConfirmOptions = {},
) =>
  server.inject({
    method: "POST",
    url: `/api/web-sales/confirm-purchase/${orderId}`,
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    headers: {
      ...apiHeaders(options.client ?? "sn"),
      ...(options.cartToken === null
        ? {}
        : { carttoken: options.cartToken ?? cartOf(server, orderId) }),
      ...(options.idempotencyKey === undefined
        ? {}
        : { "idempotency-key": options.idempotencyKey }),
      ...(options.language === undefined ? {} : { "accept-language": options.language }),
    },
    payload: { ...(options.form ?? aPurchaseForm()) },
  });

export const confirmOrderPromo = (
  server: TestServer,
  orderId: number,
  form: PurchaseForm,
  client: BrandKey = "sn",
) =>
  server.inject({
    method: "POST",
    url: `/api/web-sales/confirm-order-promo/${orderId}`,
    headers: { ...apiHeaders(client), carttoken: cartOf(server, orderId) },
    payload: { ...form },
  });

/** The seeded ticketing state a test reads back to check what a call changed. */
export const countRows = async (server: TestServer, table: string, where = "true") => {
  const [row] = await server.storage.query<{ count: number }>(
    `select count(*) as count from ${table} where ${where}`,
  );
  return row?.count ?? 0;
};

export const soldIn = async (server: TestServer, slotId: number): Promise<number> => {
  const [row] = await server.storage.query<{ sold: number }>(
    "select sold from slots where slot_id = $1",
    [slotId],
  );
  return row?.sold ?? 0;
};
