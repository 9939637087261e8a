import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { expect } from "vitest";
import { appKeyFor } from "#contract/appKey.js";
import type { BrandKey } from "../../src/domain/brand.js";
import { USER_ACCOUNT_ID, salesTerminalContext, tenantOf } from "../../src/domain/tenant.js";
import { aPurchaseForm } from "../server/purchaseFlow.js";

/*
 * Another guest's side of the reference API, for browser tests that need the world to move
 * under the guest: places taken the way other guests take them, by holding them.
 */

export interface Slot {
  readonly inventoryId: number;
  readonly remaining: number;
  readonly startTime: string;
}

/**
 * A request to the API as the brand's host names it (Node cannot resolve cgg.localhost, so the
 * request goes to 127.0.0.1 with the brand's Host header, as a browser's would carry it).
 */
const apiCall = (
  origin: string,
  brand: BrandKey,
  path: string,
  body?: unknown,
  // Each hold is another guest's cart, unless the call names the cart that holds it.
  cartToken: string = randomUUID(),
) =>
  new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const url = new URL(origin);
    const sent = request(
      {
        host: "127.0.0.1",
        port: url.port,
        path,
        method: body === undefined ? "GET" : "POST",
        headers: {
          host: url.host,
          appkey: appKeyFor(tenantOf(brand), "general"),
          carttoken: cartToken,
          "content-type": "application/json",
        },
      },
      (answer) => {
        let text = "";
        answer.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        answer.on("end", () => {
          resolve({ status: answer.statusCode ?? 0, json: JSON.parse(text) as unknown });
        });
      },
    );
    sent.on("error", reject);
    sent.end(body === undefined ? undefined : JSON.stringify(body));
  });

/** Tickets of one type on an entry time, as another guest holds them. */
interface HeldEntry {
  readonly productId: number;
  readonly date: string;
  readonly inventoryId: number | null;
  readonly discountId: number;
  /** The ticket type's promotion type, as the discounts answer gives it (1 unless said). */
  readonly promotionType?: number;
  readonly count: number;
}

/** A general sale's order of one entry, as create-pending-order and a waiting-list join take it. */
const orderDraftOf = (brand: BrandKey, entry: HeldEntry) => {
  const terminal = salesTerminalContext(tenantOf(brand), "general");
  return {
    userAccountId: USER_ACCOUNT_ID,
    memberVenueId: terminal.MemberVenueId,
    orderType: "GeneralSale",
    groupSaleIndicator: false,
    products: [
      {
        productId: entry.productId,
        visitDate: entry.date,
        inventoryId: entry.inventoryId,
        selectedDiscounts: [
          {
            id: entry.discountId,
            promotionType: entry.promotionType ?? 1,
            ticketsCount: entry.count,
          },
        ],
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

/** Another guest's side of the API: dates, slots, and holds on them. */
export const otherGuest = (origin: string, brand: BrandKey) => {
  const product = (id: number) => `/api/ticketing/Web/NonGroupSale/product/${String(id)}`;
  return {
    dates: async (id: number): Promise<string[]> =>
      ((await apiCall(origin, brand, `${product(id)}/dates`)).json as { dates: string[] }).dates,
    slots: async (id: number, date: string): Promise<Slot[]> =>
      (
        (
          await apiCall(origin, brand, `${product(id)}/inventory?requestedDate=${date}`, {
            selectedDiscounts: [],
          })
        ).json as { inventory: Slot[] }
      ).inventory,
    hold: async (entry: HeldEntry, cartToken?: string) => {
      const answer = await apiCall(
        origin,
        brand,
        "/api/ticketing/create-pending-order",
        orderDraftOf(brand, entry),
        cartToken,
      );
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return (answer.json as { orderId: number }).orderId;
    },
  };
};

/** Another guest buys `entry`'s tickets: held, then paid, as their own cart. */
export const buyElsewhere = async (
  origin: string,
  brand: BrandKey,
  entry: HeldEntry,
  email: string,
): Promise<{ readonly orderId: string; readonly email: string }> => {
  const cartToken = randomUUID();
  const orderId = await otherGuest(origin, brand).hold(entry, cartToken);
  const paid = await apiCall(
    origin,
    brand,
    `/api/web-sales/confirm-purchase/${String(orderId)}`,
    aPurchaseForm({ email }),
    cartToken,
  );
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  return { orderId: String(orderId), email };
};

/**
 * The guest's order refunded elsewhere (Guest Services, or the guest on another device), as
 * Manage my order refunds it: this browser learns of it only when it next asks.
 */
export const refundElsewhere = async (
  origin: string,
  brand: BrandKey,
  order: { readonly orderId: string; readonly email: string },
) => {
  const answer = await apiCall(origin, brand, "/api/web-sales/order/refund", {
    orderId: Number(order.orderId),
    email: order.email,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
};

/** Another party joins an entry time's waiting list: the token of its leave link. */
export const joinElsewhere = async (
  origin: string,
  brand: BrandKey,
  entry: HeldEntry,
  email: string,
): Promise<string> => {
  const answer = await apiCall(origin, brand, "/api/web-sales/waiting-list/join", {
    email,
    order: orderDraftOf(brand, entry),
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return (answer.json as { leaveToken: string }).leaveToken;
};
