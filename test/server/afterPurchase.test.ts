import { describe, expect, it } from "vitest";
import * as E from "fp-ts/lib/Either.js";
import { Order, RefundAnswer, Tickets } from "#contract/orders.js";
import type { BrandKey } from "../../src/domain/brand.js";
import { venueWallClock } from "../../src/domain/venueTime.js";
import { apiHeaders, useTestServer } from "./harness.js";
import {
  aCardlessPurchaseForm,
  cityPassExchange,
  confirmOrderPromo,
  confirmPurchase,
  reserve,
  soldIn,
  twoAdults,
  venueDay,
} from "./purchaseFlow.js";

const server = useTestServer("pglite");

const EMAIL = "guest.name@example.com";

type Failure = { Code: number; message: string };

interface Purchase {
  readonly orderId: number;
  readonly orderConfirmation: string;
  readonly totalPrice: number;
  readonly totalTax: number;
  readonly inventoryId: number;
}

const purchase = async (): Promise<Purchase> => {
  const reservation = await reserve(server(), twoAdults(server()));
  const answer = await confirmPurchase(server(), reservation.orderId);
  expect(answer.statusCode).toBe(200);
  return { ...answer.json<Purchase>(), inventoryId: reservation.inventoryId };
};

const viewTickets = (orderConfirmation: string, client: BrandKey = "sn") =>
  server().inject({
    url: `/api/web-sales/view-tickets?orderConfirmation=${encodeURIComponent(orderConfirmation)}`,
    headers: apiHeaders(client),
  });

const searchOrder = (orderId: number, email: string, client: BrandKey = "sn") =>
  server().inject({
    url: `/api/web-sales/order/search/${orderId}/${encodeURIComponent(email)}`,
    headers: apiHeaders(client),
  });

const refund = (orderId: number, email: string, client: BrandKey = "sn") =>
  server().inject({
    method: "POST",
    url: "/api/web-sales/order/refund",
    headers: apiHeaders(client),
    payload: { orderId, email },
  });

const NOT_FOUND = {
  Code: 17,
  message: "Your order was not found. Please review your details and try again.",
};

describe("purchase, view tickets, order search, refund", () => {
  it("the full sequence ends with a second refund refused (5005) and its tickets refused as cancelled (4091)", async () => {
    const bought = await purchase();
    const tickets = await viewTickets(bought.orderConfirmation);
    expect(tickets.statusCode).toBe(200);
    expect(tickets.json<unknown[]>()).toHaveLength(2);

    const found = await searchOrder(bought.orderId, EMAIL);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ orderId: bought.orderId, numberOfTickets: 2 });

    const refunded = await refund(bought.orderId, EMAIL);
    expect(refunded.statusCode).toBe(200);
    expect(E.isRight(RefundAnswer.decode(refunded.json()))).toBe(true);

    const again = await refund(bought.orderId, EMAIL);
    expect(again.statusCode).toBe(409);
    expect(again.json<Failure>().Code).toBe(5005);

    const voided = await viewTickets(bought.orderConfirmation);
    expect(voided.statusCode).toBe(409);
    expect(voided.json<Failure>().Code).toBe(4091);
  });
});

describe("view tickets", () => {
  it("answers one ticket per admission, each with its barcode, product and entry time", async () => {
    const bought = await purchase();
    const answer = await viewTickets(bought.orderConfirmation);
    const tickets = Tickets.decode(answer.json());
    if (E.isLeft(tickets)) throw new Error("tickets do not decode");
    expect(
      tickets.right.map((ticket) => [ticket.productId, ticket.name, ticket.discountName]),
    ).toEqual([
      [101, "General Admission", "Adult"],
      [101, "General Admission", "Adult"],
    ]);
    expect(tickets.right.every((ticket) => ticket.visitDate === venueDay(server(), 1))).toBe(true);
    expect(
      tickets.right.every((ticket) => ticket.startTime?.startsWith(venueDay(server(), 1))),
    ).toBe(true);
  });

  it("the confirmation number matches whatever its case and surrounding spaces", async () => {
    const bought = await purchase();
    const answer = await viewTickets(` ${bought.orderConfirmation.toLowerCase()} `);
    expect(answer.json<unknown[]>()).toHaveLength(2);
  });

  it("an unknown confirmation number answers an empty list (the storefront's NO_TICKET)", async () => {
    const answer = await viewTickets("NOSUCHCODE");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([]);
  });

  it("another tenant's confirmation number answers an empty list", async () => {
    const bought = await purchase();
    expect((await viewTickets(bought.orderConfirmation, "cgg")).json()).toEqual([]);
  });

  it("a cancelled order's tickets are refused with 409 Code 4091 and the words the storefront shows, whatever the number's case", async () => {
    const bought = await purchase();
    expect((await refund(bought.orderId, EMAIL)).statusCode).toBe(200);
    const answer = await viewTickets(` ${bought.orderConfirmation.toLowerCase()} `);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      Code: 4091,
      message: "This order has been canceled, so its tickets are no longer valid.",
    });
  });

  it("another tenant's cancelled order is unknown here: an empty list, not its cancellation", async () => {
    const bought = await purchase();
    expect((await refund(bought.orderId, EMAIL)).statusCode).toBe(200);
    const answer = await viewTickets(bought.orderConfirmation, "cgg");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([]);
  });

  it("a request without orderConfirmation is refused with 400", async () => {
    const answer = await server().inject({
      url: "/api/web-sales/view-tickets",
      headers: apiHeaders("sn"),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<Failure>().Code).toBe(400);
  });
});

describe("order search", () => {
  it("answers the order with its guest, dates and products", async () => {
    const bought = await purchase();
    const answer = await searchOrder(bought.orderId, EMAIL);
    const order = Order.decode(answer.json());
    if (E.isLeft(order)) throw new Error("order does not decode");
    expect(order.right).toMatchObject({
      orderId: bought.orderId,
      guestFirstName: "Ada",
      guestLastName: "Guest",
      orderConfirmation: bought.orderConfirmation,
      numberOfTickets: 2,
      orderProducts: [{ productName: "General Admission", qty: 2 }],
      email: EMAIL,
    });
    expect(order.right.visitDate.startsWith(venueDay(server(), 1))).toBe(true);
  });

  it("an order that stands answers status CONFIRMED, no cancelledDate, and what was paid with its tax", async () => {
    const bought = await purchase();
    const answer = await searchOrder(bought.orderId, EMAIL);
    expect(answer.json()).toMatchObject({
      status: "CONFIRMED",
      cancelledDate: null,
      totalPaid: bought.totalPrice,
      totalTax: bought.totalTax,
    });
    expect(bought.totalPrice).toBeGreaterThan(0);
  });

  it("a refunded order answers status CANCELLED as of the refund, in venue time, and still what was paid", async () => {
    const bought = await purchase();
    const refundedAt = server().clock.now();
    expect((await refund(bought.orderId, EMAIL)).statusCode).toBe(200);
    const answer = await searchOrder(bought.orderId, EMAIL);
    expect(answer.statusCode).toBe(200);
    const order = Order.decode(answer.json());
    if (E.isLeft(order)) throw new Error("order does not decode");
    expect(order.right).toMatchObject({
      status: "CANCELLED",
      cancelledDate: venueWallClock(refundedAt),
      totalPaid: bought.totalPrice,
      totalTax: bought.totalTax,
    });
  });

  it("the e-mail matches whatever its case and surrounding spaces", async () => {
    const bought = await purchase();
    const answer = await searchOrder(bought.orderId, "  Guest.Name@EXAMPLE.com ");
    expect(answer.statusCode).toBe(200);
  });

  it("an unknown order, a wrong e-mail and another tenant's order all answer the same 404 Code 17", async () => {
    const bought = await purchase();
    const answers = [
      await searchOrder(999_999, EMAIL),
      await searchOrder(bought.orderId, "someone.else@example.com"),
      await searchOrder(bought.orderId, EMAIL, "cgg"),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(NOT_FOUND);
    }
  });
});

describe("refund", () => {
  it("a refund answers the amount and instant, and gives the capacity back", async () => {
    const bought = await purchase();
    const soldBefore = await soldIn(server(), bought.inventoryId);
    const answer = await refund(bought.orderId, EMAIL);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      orderId: bought.orderId,
      refundedAt: server().clock.now().toISOString(),
    });
    expect(answer.json<{ refundedAmount: number }>().refundedAmount).toBeGreaterThan(0);
    expect(await soldIn(server(), bought.inventoryId)).toBe(soldBefore - 2);
  });

  it("an unknown order or a wrong e-mail answers 404 Code 17", async () => {
    const bought = await purchase();
    for (const answer of [
      await refund(999_999, EMAIL),
      await refund(bought.orderId, "someone.else@example.com"),
      await refund(bought.orderId, EMAIL, "cgg"),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(NOT_FOUND);
    }
  });

  it("once the visit has started the order is not refundable: 409 Code 5005", async () => {
    const bought = await purchase();
    const started = server().clock.now();
    try {
      server().clock.advance(2 * 24 * 3600 * 1000);
      const answer = await refund(bought.orderId, EMAIL);
      expect(answer.statusCode).toBe(409);
      expect(answer.json<Failure>().Code).toBe(5005);
    } finally {
      server().clock.set(started);
    }
    const [order] = await server().storage.query<{ refunded_at_ms: number | null }>(
      "select refunded_at_ms from orders where order_id = $1",
      [bought.orderId],
    );
    expect(order?.refunded_at_ms).toBeNull();
  });

  it("a refunded city-pass exchange gives its barcode back", async () => {
    const reservation = await reserve(server(), cityPassExchange(server(), "C3SN0010"));
    const confirmed = await confirmOrderPromo(
      server(),
      reservation.orderId,
      aCardlessPurchaseForm(),
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await refund(reservation.orderId, EMAIL)).statusCode).toBe(200);
    const voucher = await server().inject({
      method: "POST",
      url: "/api/web-sales/cityPassVoucher",
      headers: apiHeaders("sn"),
      payload: { voucherCode: "C3SN0010", barcodeProvider: "CityPassC3" },
    });
    expect(voucher.statusCode).toBe(200);
  });

  it("a body without an e-mail is refused with 400", async () => {
    const answer = await server().inject({
      method: "POST",
      url: "/api/web-sales/order/refund",
      headers: apiHeaders("sn"),
      payload: { orderId: 1 },
    });
    expect(answer.statusCode).toBe(400);
  });
});
