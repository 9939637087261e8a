import { describe, expect, it } from "vitest";
import { storageKinds, useTestServer } from "./harness.js";
import {
  MONDAY_10AM,
  TODAY,
  adults,
  countRows,
  createBody,
  createPendingOrder,
  failureOf,
  firstSlot,
  plusDays,
  type Entry,
} from "./saleRequests.js";

/*
 * Create pending order claims its Idempotency-Key, holds and keeps its answer in one database
 * call (migration 006). It must keep every promise of the route's transaction: a replay is the
 * first answer byte for byte, a refusal leaves nothing behind (its key, an untimed product's
 * day slot made on the way), on both stores.
 */

// An untimed product (one day slot a date, made when first held) with a sale window.
const UNTIMED = 103;

describe.each(storageKinds())("create pending order in one call, on %s", (kind) => {
  const server = useTestServer(kind, { start: MONDAY_10AM });

  const timedEntry = async (date: string, tickets: number): Promise<Entry> => ({
    productId: 101,
    visitDate: date,
    inventoryId: (await firstSlot(server(), 101, date)).inventoryId,
    selectedDiscounts: [adults(tickets)],
  });

  const keptUnder = (key: string) =>
    server().storage.query("select status_code from idempotency_keys where key = $1", [key]);

  it("a replay under the same key is the first answer byte for byte, and holds once", async () => {
    const body = createBody([await timedEntry(plusDays(TODAY, 3), 2)]);
    const before = await countRows(server(), "pending_orders");
    const first = await createPendingOrder(server(), body, { idempotencyKey: "one-call-replay" });
    const again = await createPendingOrder(server(), body, { idempotencyKey: "one-call-replay" });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await countRows(server(), "pending_orders")).toBe(before + 1);
    expect(await keptUnder("one-call-replay")).toEqual([{ status_code: 200 }]);
  });

  it("a hold refused for capacity keeps nothing under its key: the key then serves another order", async () => {
    const date = plusDays(TODAY, 4);
    const full = createBody([await timedEntry(date, 10)]);
    for (let i = 0; i < 5; i += 1)
      expect((await createPendingOrder(server(), full)).statusCode).toBe(200);
    const refused = await createPendingOrder(server(), createBody([await timedEntry(date, 1)]), {
      idempotencyKey: "one-call-refused",
    });
    expect(failureOf(refused)).toMatchObject({ status: 409, Code: 21, productIds: [101] });
    expect(await keptUnder("one-call-refused")).toEqual([]);
    const other = await createPendingOrder(
      server(),
      createBody([await timedEntry(plusDays(TODAY, 5), 1)]),
      { idempotencyKey: "one-call-refused" },
    );
    expect(other.statusCode, other.body).toBe(200);
  });

  it("an untimed product's order refused for capacity leaves no day slot made for it", async () => {
    const date = plusDays(TODAY, 6);
    const daySlots = () =>
      server().storage.query("select 1 from slots where product_id = $1 and visit_date = $2", [
        UNTIMED,
        date,
      ]);
    const [product] = await server().storage.query<{ slot_capacity: number }>(
      "select slot_capacity from products where product_id = $1",
      [UNTIMED],
    );
    await server().storage.query("update products set slot_capacity = 1 where product_id = $1", [
      UNTIMED,
    ]);
    try {
      const refused = await createPendingOrder(
        server(),
        createBody([
          {
            productId: UNTIMED,
            visitDate: date,
            inventoryId: null,
            selectedDiscounts: [{ id: 1031, promotionType: 1, ticketsCount: 2 }],
          },
        ]),
        { idempotencyKey: "one-call-untimed" },
      );
      expect(failureOf(refused)).toMatchObject({ status: 409, Code: 21, productIds: [UNTIMED] });
      expect(await daySlots()).toEqual([]);
      expect(await keptUnder("one-call-untimed")).toEqual([]);
    } finally {
      await server().storage.query("update products set slot_capacity = $2 where product_id = $1", [
        UNTIMED,
        product?.slot_capacity,
      ]);
    }
  });
});
