import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { Queryable } from "../../server/api/storage/storage.js";
import { MONDAY_10AM, storageKinds, useTestServer } from "./harness.js";
import {
  TODAY,
  adults,
  createBody,
  createPendingOrder,
  firstSlot,
  liveHeld,
  plusDays,
} from "./saleRequests.js";

/*
 * The hold locks its slots and only then, in a later statement with a snapshot of its own,
 * reads what is free. Here another order holds the slot's lock while the hold waits for it:
 * what that order commits must count (or, expired, not count) for the hold that waited. Only
 * PostgreSQL runs transactions side by side; PGlite runs one at a time.
 */

const CAPACITY = 50;

/**
 * Waits until a create-pending-order call is blocked on a row lock: in its one call
 * (reserve_pending_order) or in its transaction's hold (hold_pending_order).
 */
const holdIsWaiting = async (db: Queryable): Promise<void> => {
  for (;;) {
    const [row] = await db.query<{ waiting: number }>(
      `select count(*) as waiting from pg_stat_activity
       where wait_event_type = 'Lock' and query like '%_pending_order(%'`,
    );
    if ((row?.waiting ?? 0) > 0) return;
    await sleep(20);
  }
};

/** Another order's hold of the whole slot, inserted under the slot's lock. */
const holdWholeSlot = async (tx: Queryable, slotId: number, expiresAtMs: number) => {
  await tx.query("select 1 from slots where slot_id = $1 for update", [slotId]);
  const [order] = await tx.query<{ order_id: number }>(
    `insert into pending_orders (tenant, sale_kind, request, priced, total_cents, tax_cents,
       created_at_ms, expires_at_ms)
     values ('sn', 'general', '{}', '{}', 0, 0, $1, $2) returning order_id`,
    [MONDAY_10AM.getTime(), expiresAtMs],
  );
  await tx.query("insert into holds (order_id, slot_id, quantity) values ($1, $2, $3)", [
    order?.order_id,
    slotId,
    CAPACITY,
  ]);
};

describe.runIf(storageKinds().includes("postgres"))("a hold waiting for its slot's lock", () => {
  const server = useTestServer("postgres", { start: MONDAY_10AM });

  /** Starts one adult's order while another holds the slot, then lets the other commit. */
  const raceAgainstHoldExpiringAt = async (date: string, expiresInMs: number) => {
    const slot = await firstSlot(server(), 101, date);
    expect(slot.remaining).toBe(CAPACITY);
    let waiting: Promise<Awaited<ReturnType<typeof createPendingOrder>>> | undefined;
    await server().storage.transaction(async (tx) => {
      await holdWholeSlot(tx, slot.inventoryId, MONDAY_10AM.getTime() + expiresInMs);
      waiting = createPendingOrder(
        server(),
        createBody([
          {
            productId: 101,
            visitDate: date,
            inventoryId: slot.inventoryId,
            selectedDiscounts: [adults(1)],
          },
        ]),
      );
      await holdIsWaiting(server().storage);
    });
    if (waiting === undefined) throw new Error("the order was not started");
    return { answer: await waiting, slotId: slot.inventoryId };
  };

  it("sees a hold committed while it waited: the full slot refuses it", async () => {
    const { answer, slotId } = await raceAgainstHoldExpiringAt(plusDays(TODAY, 20), 10 * 60_000);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(await liveHeld(server(), slotId)).toBe(CAPACITY);
  });

  it("a hold committed while it waited but already expired stops counting: it is held", async () => {
    const { answer, slotId } = await raceAgainstHoldExpiringAt(plusDays(TODAY, 21), 0);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await liveHeld(server(), slotId)).toBe(1);
  });
});
