import { beforeEach, describe, expect, it } from "vitest";
import { WireCode } from "#contract/failure.js";
import { apiHeaders, useTestServer } from "./harness.js";
import {
  MONDAY_10AM,
  TODAY,
  TOMORROW,
  adults,
  countRows,
  createBody,
  createPendingOrder,
  failureOf,
  firstSlot,
  inventoryOf,
  liveHeld,
  plusDays,
  price,
  priceBody,
  type Entry,
} from "./saleRequests.js";

const server = useTestServer("pglite", { start: MONDAY_10AM });

beforeEach(() => {
  server().clock.set(MONDAY_10AM);
});

/** General Admission adults in the first entry time of a date no other test uses. */
const generalAdmission = async (date: string, tickets: number): Promise<Entry> => ({
  productId: 101,
  visitDate: date,
  inventoryId: (await firstSlot(server(), 101, date)).inventoryId,
  selectedDiscounts: [adults(tickets)],
});

interface Created {
  orderId: number;
  reservationExpirationDateTime: string;
  isSuccess: boolean;
  data: { total: number };
}

describe("create pending order", () => {
  it("holds the order's tickets in its slot for ten minutes and answers the priced order", async () => {
    const entry = await generalAdmission(plusDays(TODAY, 1), 2);
    const answer = await createPendingOrder(server(), createBody([entry]));
    expect(answer.statusCode, answer.body).toBe(200);
    const created = answer.json<Created>();
    expect(created).toMatchObject({
      isSuccess: true,
      data: { subtotal: 70, tax: 7.07, total: 77.07 },
      reservationExpirationDateTime: "2030-01-07T18:10:00.000Z",
    });
    const [order] = await server().storage.query<{
      status: string;
      total_cents: number;
      tax_cents: number;
    }>("select status, total_cents, tax_cents from pending_orders where order_id = $1", [
      created.orderId,
    ]);
    expect(order).toEqual({ status: "pending", total_cents: 7707, tax_cents: 707 });
    expect(await liveHeld(server(), entry.inventoryId ?? 0)).toBe(2);
  });

  it("the stored request settles every entry's visit date and slot", async () => {
    const answer = await createPendingOrder(
      server(),
      createBody([
        {
          productId: 104,
          visitDate: null,
          inventoryId: null,
          selectedDiscounts: [{ id: 1041, promotionType: 1, ticketsCount: 1 }],
        },
      ]),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [stored] = await server().storage.query<{ request: { products: Entry[] } }>(
      "select request from pending_orders where order_id = $1",
      [answer.json<Created>().orderId],
    );
    const daySlot = await firstSlot(server(), 104, TODAY);
    expect(stored?.request.products).toEqual([
      {
        productId: 104,
        visitDate: TODAY,
        inventoryId: daySlot.inventoryId,
        selectedDiscounts: [{ id: 1041, promotionType: 1, ticketsCount: 1 }],
      },
    ]);
    expect(daySlot.remaining).toBe(999);
  });

  it("a slot at capacity refuses with 409 Code 21 and the product's id, and holds nothing", async () => {
    const date = plusDays(TODAY, 2);
    for (let i = 0; i < 5; i += 1) {
      const full = await createPendingOrder(
        server(),
        createBody([await generalAdmission(date, 10)]),
      );
      expect(full.statusCode, full.body).toBe(200);
    }
    const before = await countRows(server(), "pending_orders");
    const answer = await createPendingOrder(
      server(),
      createBody([await generalAdmission(date, 1)]),
    );
    expect(failureOf(answer)).toEqual({
      status: 409,
      Code: WireCode.ProductsUnavailable,
      message: "Some products are unavailable.",
      productIds: [101],
    });
    expect(await countRows(server(), "pending_orders")).toBe(before);
  });

  it("a multi-slot order is all or nothing: one full slot refuses it and no slot holds anything", async () => {
    const date = plusDays(TODAY, 9);
    const [full, open, third] = await inventoryOf(server(), 101, date);
    if (full === undefined || open === undefined || third === undefined) {
      throw new Error(`101 needs three slots on ${date}`);
    }
    const inSlot = (inventoryId: number, tickets: number): Entry => ({
      productId: 101,
      visitDate: date,
      inventoryId,
      selectedDiscounts: [adults(tickets)],
    });
    for (let i = 0; i < 5; i += 1) {
      const filling = await createPendingOrder(
        server(),
        createBody([inSlot(full.inventoryId, 10)]),
      );
      expect(filling.statusCode, filling.body).toBe(200);
    }
    const before = await countRows(server(), "pending_orders");
    const answer = await createPendingOrder(
      server(),
      createBody([inSlot(open.inventoryId, 2), inSlot(full.inventoryId, 1)]),
    );
    expect(failureOf(answer)).toMatchObject({ status: 409, productIds: [101] });
    expect(await liveHeld(server(), open.inventoryId)).toBe(0);
    expect(await liveHeld(server(), full.inventoryId)).toBe(50);
    expect(await countRows(server(), "pending_orders")).toBe(before);
    const both = await createPendingOrder(
      server(),
      createBody([inSlot(open.inventoryId, 2), inSlot(third.inventoryId, 3)]),
    );
    expect(both.statusCode, both.body).toBe(200);
    expect(await liveHeld(server(), open.inventoryId)).toBe(2);
    expect(await liveHeld(server(), third.inventoryId)).toBe(3);
  });

  it("an expired hold stops counting: its capacity is sold again", async () => {
    const date = plusDays(TODAY, 3);
    for (let i = 0; i < 5; i += 1) {
      await createPendingOrder(server(), createBody([await generalAdmission(date, 10)]));
    }
    const entry = await generalAdmission(date, 4);
    expect((await createPendingOrder(server(), createBody([entry]))).statusCode).toBe(409);
    server().clock.advance(10 * 60_000);
    const answer = await createPendingOrder(server(), createBody([entry]));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await liveHeld(server(), entry.inventoryId ?? 0)).toBe(4);
  });

  it("an entry time that has ended is refused as the price call refuses it, and holds nothing", async () => {
    const entry = await generalAdmission(TODAY, 1);
    server().clock.advance(60 * 60_000);
    const before = await countRows(server(), "pending_orders");
    const answer = await createPendingOrder(server(), createBody([entry]));
    const priced = await price(server(), priceBody([entry]));
    expect(failureOf(answer)).toEqual(failureOf(priced));
    expect(failureOf(answer)).toMatchObject({ status: 400, Code: WireCode.InvalidRequest });
    expect(failureOf(answer).message).toContain(`inventoryId ${String(entry.inventoryId)}`);
    expect(await countRows(server(), "pending_orders")).toBe(before);
  });

  it("an order that fails pricing creates nothing", async () => {
    const before = await countRows(server(), "pending_orders");
    const entry = await generalAdmission(plusDays(TODAY, 4), 11);
    const answer = await createPendingOrder(server(), createBody([entry]));
    expect(failureOf(answer)).toMatchObject({ status: 400, Code: WireCode.OrderLimitExceeded });
    expect(await countRows(server(), "pending_orders")).toBe(before);
  });

  it("a group sale holds a group's tickets at the group price", async () => {
    const date = plusDays(TODAY, 5);
    const slot = await firstSlot(server(), 106, date, { saleKind: "group" });
    const answer = await createPendingOrder(
      server(),
      createBody(
        [
          {
            productId: 106,
            visitDate: date,
            inventoryId: slot.inventoryId,
            selectedDiscounts: [{ id: 1061, promotionType: 1, ticketsCount: 10 }],
          },
        ],
        { saleKind: "group" },
      ),
      { saleKind: "group" },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Created>().data).toMatchObject({ subtotal: 261 });
    expect(await liveHeld(server(), slot.inventoryId)).toBe(10);
  });

  it("the web-sales twin creates pending orders the same way", async () => {
    const entry = await generalAdmission(plusDays(TODAY, 6), 1);
    const answer = await createPendingOrder(server(), createBody([entry]), { webSales: true });
    expect(answer.statusCode, answer.body).toBe(200);
    // A Sunday: the peak Adult, $45.00, plus 10.1 % tax.
    expect(answer.json<Created>().data.total).toBe(49.55);
  });
});

describe("create pending order: idempotency", () => {
  it("the same key and body answer the first answer and create one pending order", async () => {
    const body = createBody([await generalAdmission(plusDays(TODAY, 7), 2)]);
    const before = await countRows(server(), "pending_orders");
    const first = await createPendingOrder(server(), body, { idempotencyKey: "order-7" });
    const again = await createPendingOrder(server(), body, { idempotencyKey: "order-7" });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(server(), "pending_orders")).toBe(before + 1);
  });

  it("the same key with another body answers 422 and creates nothing", async () => {
    const entry = await generalAdmission(plusDays(TODAY, 8), 2);
    await createPendingOrder(server(), createBody([entry]), { idempotencyKey: "order-8" });
    const before = await countRows(server(), "pending_orders");
    const other = createBody([{ ...entry, selectedDiscounts: [adults(3)] }]);
    const answer = await createPendingOrder(server(), other, { idempotencyKey: "order-8" });
    expect(failureOf(answer)).toMatchObject({
      status: 422,
      Code: WireCode.IdempotencyKeyReused,
    });
    expect(await countRows(server(), "pending_orders")).toBe(before);
  });
});

describe("create pending order: the caller", () => {
  it("FE_isGroupSale=true with the general key answers 401", async () => {
    const answer = await server().inject({
      method: "POST",
      url: "/api/ticketing/create-pending-order",
      query: { FE_isGroupSale: "true" },
      headers: apiHeaders("sn"),
      payload: createBody([await generalAdmission(TOMORROW, 1)]),
    });
    expect(failureOf(answer)).toMatchObject({ status: 401, Code: WireCode.InvalidAppKey });
  });

  it("the group-sale key without FE_isGroupSale answers 401", async () => {
    const answer = await server().inject({
      method: "POST",
      url: "/api/ticketing/create-pending-order",
      headers: apiHeaders("sn", "group"),
      payload: createBody([await generalAdmission(TOMORROW, 1)], { saleKind: "group" }),
    });
    expect(failureOf(answer)).toMatchObject({ status: 401, Code: WireCode.InvalidAppKey });
  });
});
