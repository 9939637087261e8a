import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as E from "fp-ts/lib/Either.js";
import { CancelTicketsAnswer, CancelTicketsQuote, Order } from "#contract/orders.js";
import { apiHeaders, storageKinds, useTestServer, type TestServer } from "./harness.js";
import { paidFor as paidForOrder } from "../../server/api/sales/orderValue.js";
import {
  confirmPurchase,
  reserve,
  soldIn,
  twoAdults,
  venueDay,
  type Booking,
} from "./purchaseFlow.js";

const EMAIL = "guest.name@example.com";

/** Twelve group adults at sn a week ahead: one free ticket per ten, at least ten a group. */
const twelveGroupAdults = (server: TestServer): Booking => ({
  client: "sn",
  saleKind: "group",
  productId: 106,
  visitDate: venueDay(server, 7),
  lines: [{ id: 1061, promotionType: 1, ticketsCount: 12 }],
});

interface Bought {
  readonly orderId: number;
  readonly orderConfirmation: string;
  readonly inventoryId: number;
  readonly ticketIds: readonly number[];
}

describe.each(storageKinds())("cancel some tickets on %s", (kind) => {
  const server = useTestServer(kind);

  const searchOrder = async (orderId: number, email = EMAIL) => {
    const answer = await server().inject({
      url: `/api/web-sales/order/search/${orderId}/${encodeURIComponent(email)}`,
      headers: apiHeaders("sn"),
    });
    return answer;
  };

  const buy = async (booking: Booking): Promise<Bought> => {
    const reservation = await reserve(server(), booking);
    const confirmed = await confirmPurchase(server(), reservation.orderId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const found = (await searchOrder(reservation.orderId)).json<{
      orderConfirmation: string;
      tickets: { ticketId: number }[];
    }>();
    return {
      orderId: reservation.orderId,
      orderConfirmation: found.orderConfirmation,
      inventoryId: reservation.inventoryId,
      ticketIds: found.tickets.map((ticket) => ticket.ticketId),
    };
  };

  const ask = (
    path: "cancel-tickets" | "cancel-tickets/quote",
    body: { orderId: number; ticketIds: readonly number[]; email?: string },
    idempotencyKey: string = randomUUID(),
  ) =>
    server().inject({
      method: "POST",
      url: `/api/web-sales/order/${path}`,
      headers: { ...apiHeaders("sn"), "idempotency-key": idempotencyKey },
      payload: { email: EMAIL, ...body },
    });

  const quote = (orderId: number, ticketIds: readonly number[]) =>
    ask("cancel-tickets/quote", { orderId, ticketIds });

  const cancel = (orderId: number, ticketIds: readonly number[]) =>
    ask("cancel-tickets", { orderId, ticketIds });

  const paidFor = (orderId: number) => paidForOrder(server().storage, orderId);

  it("cancelling some tickets refunds what was paid beyond what the tickets kept are worth, and the rest of the order stands", async () => {
    const order = await buy(twoAdults(server()));
    const sold = await soldIn(server(), order.inventoryId);

    // Two $35.00 adults and 10.1% tax: $77.07 paid; one adult is worth $38.54 with its tax.
    const quoted = await quote(order.orderId, [order.ticketIds[0] ?? 0]);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(E.isRight(CancelTicketsQuote.decode(quoted.json()))).toBe(true);
    expect(quoted.json()).toEqual({
      orderId: order.orderId,
      refundAmount: 38.53,
      ticketsKept: 1,
      keptWorth: 38.54,
    });

    const cancelled = await cancel(order.orderId, [order.ticketIds[0] ?? 0]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(E.isRight(CancelTicketsAnswer.decode(cancelled.json()))).toBe(true);
    expect(cancelled.json()).toMatchObject({ refundedAmount: 38.53, ticketsKept: 1 });

    expect(await soldIn(server(), order.inventoryId)).toBe(sold - 1);
    expect(await paidFor(order.orderId)).toBe(3854);
    const found = await searchOrder(order.orderId);
    expect(E.isRight(Order.decode(found.json()))).toBe(true);
    expect(found.json()).toMatchObject({
      status: "CONFIRMED",
      numberOfTickets: 1,
      totalPaid: 38.54,
      tickets: [{ ticketId: order.ticketIds[1], cancellable: true }],
    });
    const tickets = await server().inject({
      url: `/api/web-sales/view-tickets?orderConfirmation=${order.orderConfirmation}`,
      headers: apiHeaders("sn"),
    });
    expect(tickets.json<{ ticketId: number }[]>().map((ticket) => ticket.ticketId)).toEqual([
      order.ticketIds[1],
    ]);
  });

  it("a quote changes nothing", async () => {
    const order = await buy(twoAdults(server()));
    const sold = await soldIn(server(), order.inventoryId);

    expect((await quote(order.orderId, [order.ticketIds[1] ?? 0])).statusCode).toBe(200);

    expect(await soldIn(server(), order.inventoryId)).toBe(sold);
    expect(await paidFor(order.orderId)).toBe(7707);
    expect((await searchOrder(order.orderId)).json()).toMatchObject({ numberOfTickets: 2 });
  });

  it("a group keeps its free ticket while it stays ten or more, and may not fall below ten", async () => {
    const order = await buy(twelveGroupAdults(server()));
    // Eleven paid $29.00 group adults, one free, and tax: $351.22.
    expect(await paidFor(order.orderId)).toBe(35122);

    const belowMinimum = await quote(order.orderId, order.ticketIds.slice(0, 3));
    expect(belowMinimum.statusCode).toBe(409);
    expect(belowMinimum.json()).toMatchObject({ Code: 4093 });
    expect(belowMinimum.json<{ message: string }>().message).toMatch(/at least 10/);

    // Ten kept: nine paid and one free, $287.36 with tax.
    const cancelled = await cancel(order.orderId, order.ticketIds.slice(0, 2));
    expect(cancelled.json()).toMatchObject({ refundedAmount: 63.86, ticketsKept: 10 });
    expect(await paidFor(order.orderId)).toBe(28736);
  });

  it("choosing every ticket cancels the order, and a whole refund after some gives back what is left", async () => {
    const all = await buy(twoAdults(server()));
    const cancelledAll = await cancel(all.orderId, all.ticketIds);
    expect(cancelledAll.json()).toMatchObject({ refundedAmount: 77.07, ticketsKept: 0 });
    expect((await searchOrder(all.orderId)).json()).toMatchObject({ status: "CANCELLED" });

    const some = await buy(twoAdults(server()));
    await cancel(some.orderId, [some.ticketIds[0] ?? 0]);
    const refunded = await server().inject({
      method: "POST",
      url: "/api/web-sales/order/refund",
      headers: { ...apiHeaders("sn"), "idempotency-key": randomUUID() },
      payload: { orderId: some.orderId, email: EMAIL },
    });
    expect(refunded.json()).toMatchObject({ refundedAmount: 38.54 });
    expect(await paidFor(some.orderId)).toBe(0);
    expect(await soldIn(server(), some.inventoryId)).toBe(await soldIn(server(), all.inventoryId));
  });

  it("a ticket cancelled already, or of another order, is refused and nothing changes", async () => {
    const order = await buy(twoAdults(server()));
    const other = await buy(twoAdults(server()));
    await cancel(order.orderId, [order.ticketIds[0] ?? 0]);

    for (const ticketIds of [[order.ticketIds[0] ?? 0], [other.ticketIds[0] ?? 0]]) {
      const refused = await cancel(order.orderId, ticketIds);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/not a ticket of this order/);
    }
    expect(await paidFor(order.orderId)).toBe(3854);
    expect(await paidFor(other.orderId)).toBe(7707);
  });

  it("a wrong e-mail is answered as an unknown order, and the same ticket twice is refused", async () => {
    const order = await buy(twoAdults(server()));
    const wrongEmail = await ask("cancel-tickets", {
      orderId: order.orderId,
      ticketIds: [order.ticketIds[0] ?? 0],
      email: "someone.else@example.com",
    });
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json()).toMatchObject({ Code: 17 });
    const twice = await cancel(order.orderId, [order.ticketIds[0] ?? 0, order.ticketIds[0] ?? 0]);
    expect(twice.statusCode).toBe(400);
    expect(await paidFor(order.orderId)).toBe(7707);
  });

  it("a cancellation sent twice with one Idempotency-Key refunds once", async () => {
    const order = await buy(twoAdults(server()));
    const key = randomUUID();
    const body = { orderId: order.orderId, ticketIds: [order.ticketIds[0] ?? 0] };
    const first = await ask("cancel-tickets", body, key);
    const again = await ask("cancel-tickets", body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await paidFor(order.orderId)).toBe(3854);
  });

  it("the same ticket cancelled twice at once is refunded once", async () => {
    const order = await buy(twoAdults(server()));
    const sold = await soldIn(server(), order.inventoryId);
    const answers = await Promise.all([
      cancel(order.orderId, [order.ticketIds[0] ?? 0]),
      cancel(order.orderId, [order.ticketIds[0] ?? 0]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await paidFor(order.orderId)).toBe(3854);
    expect(await soldIn(server(), order.inventoryId)).toBe(sold - 1);
  });

  it("some tickets cancelled at once with the whole order: whichever goes first, all of the payment comes back once", async () => {
    const order = await buy(twoAdults(server()));
    const sold = await soldIn(server(), order.inventoryId);
    await Promise.all([
      cancel(order.orderId, [order.ticketIds[0] ?? 0]),
      server().inject({
        method: "POST",
        url: "/api/web-sales/order/refund",
        headers: { ...apiHeaders("sn"), "idempotency-key": randomUUID() },
        payload: { orderId: order.orderId, email: EMAIL },
      }),
    ]);
    expect(await paidFor(order.orderId)).toBe(0);
    expect(await soldIn(server(), order.inventoryId)).toBe(sold - 2);
  });

  it("a ticket whose visit has started may not be cancelled, and says so in the order", async () => {
    const order = await buy(twoAdults(server()));
    const [slot] = await server().storage.query<{ start_time: string }>(
      "select start_time from slots where slot_id = $1",
      [order.inventoryId],
    );
    const before = server().clock.now();
    // January at the venue is eight hours behind UTC.
    server().clock.set(new Date(`${String(slot?.start_time).replace(" ", "T")}-08:00`));
    try {
      const refused = await quote(order.orderId, [order.ticketIds[0] ?? 0]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ Code: 5005 });
      expect((await searchOrder(order.orderId)).json()).toMatchObject({
        tickets: [{ cancellable: false }, { cancellable: false }],
      });
    } finally {
      server().clock.set(before);
    }
  });
});
