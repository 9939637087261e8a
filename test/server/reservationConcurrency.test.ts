import { describe, expect, it } from "vitest";
import { WireCode } from "#contract/failure.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";
import {
  MONDAY_10AM,
  adults,
  createBody,
  createPendingOrder,
  firstSlot,
  liveHeld,
  plusDays,
  TODAY,
} from "./saleRequests.js";

/*
 * 200 guests race for one entry time of 50 (product 101): exactly 50 get a pending order,
 * the other 150 a clean Code 21, and the slot holds exactly 50 tickets, on every storage, and
 * when the requests are spread over two server instances on one database.
 */

const GUESTS = 200;
const CAPACITY = 50;

interface Outcome {
  readonly status: number;
  readonly code: number | undefined;
}

const tally = (outcomes: readonly Outcome[]) => ({
  created: outcomes.filter((o) => o.status === 200).length,
  refused: outcomes.filter((o) => o.status === 409 && o.code === WireCode.ProductsUnavailable)
    .length,
});

describe.each(storageKinds())("concurrent create-pending-order on %s", (kind) => {
  const server = useTestServer(kind, { start: MONDAY_10AM });

  const oneAdultIn = async (date: string) => {
    const slot = await firstSlot(server(), 101, date);
    expect(slot.remaining).toBe(CAPACITY);
    const body = createBody([
      {
        productId: 101,
        visitDate: date,
        inventoryId: slot.inventoryId,
        selectedDiscounts: [adults(1)],
      },
    ]);
    return { slotId: slot.inventoryId, body };
  };

  it("200 requests for a slot of 50 hold exactly 50 tickets and refuse 150 with Code 21", async () => {
    const { slotId, body } = await oneAdultIn(plusDays(TODAY, 1));
    const outcomes = await Promise.all(
      Array.from({ length: GUESTS }, async (_, i) => {
        const answer = await createPendingOrder(
          server(),
          body,
          i % 2 === 0 ? { idempotencyKey: `guest-${i}` } : {},
        );
        return { status: answer.statusCode, code: answer.json<{ Code?: number }>().Code };
      }),
    );
    expect(tally(outcomes)).toEqual({ created: CAPACITY, refused: GUESTS - CAPACITY });
    expect(await liveHeld(server(), slotId)).toBe(CAPACITY);
  }, 120_000);

  it("two server instances on one database, 100 requests each for a slot of 50, hold exactly 50", async () => {
    const { slotId, body } = await oneAdultIn(plusDays(TODAY, 3));
    const second = await server().anotherInstance();
    const outcomes = await Promise.all(
      Array.from({ length: GUESTS }, async (_, i) => {
        const instance = i % 2 === 0 ? server() : second;
        const answer = await createPendingOrder(instance, body, {
          idempotencyKey: `instance-guest-${i}`,
        });
        return { status: answer.statusCode, code: answer.json<{ Code?: number }>().Code };
      }),
    );
    expect(tally(outcomes)).toEqual({ created: CAPACITY, refused: GUESTS - CAPACITY });
    expect(await liveHeld(server(), slotId)).toBe(CAPACITY);
  }, 120_000);

  it("over a real socket, the same race ends the same way", async () => {
    const { slotId, body } = await oneAdultIn(plusDays(TODAY, 2));
    // Closed with the app in afterAll.
    const address = await server().app.listen({ port: 0, host: "127.0.0.1" });
    const outcomes = await Promise.all(
      Array.from({ length: GUESTS }, async (_, i) => {
        const answer = await fetch(`${address}/api/ticketing/create-pending-order`, {
          method: "POST",
          headers: {
            ...apiHeaders("sn"),
            "content-type": "application/json",
            carttoken: `socket-guest-${i}`,
            "idempotency-key": `socket-guest-${i}`,
          },
          body: JSON.stringify(body),
        });
        const json = (await answer.json()) as { Code?: number };
        return { status: answer.status, code: json.Code };
      }),
    );
    expect(tally(outcomes)).toEqual({ created: CAPACITY, refused: GUESTS - CAPACITY });
    expect(await liveHeld(server(), slotId)).toBe(CAPACITY);
  }, 120_000);
});
