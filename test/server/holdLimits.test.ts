import { beforeEach, describe, expect, it } from "vitest";
import { defaultHoldLimits } from "../../server/api/sales/holdLimits.js";
import { ApiCode } from "../../src/domain/errors.js";
import { storageKinds, useTestServer, type TestServer } from "./harness.js";
import { confirmPurchase } from "./purchaseFlow.js";
import {
  MONDAY_10AM,
  TODAY,
  adults,
  createBody,
  createPendingOrder,
  failureOf,
  inventoryOf,
  liveHeld,
  plusDays,
  type Entry,
} from "./saleRequests.js";

/*
 * Holds that cannot hoard (issue 24, item 3): one client address holds at most
 * HOLDS_PER_CLIENT live pending orders and HELD_SEATS_PER_CLIENT tickets in them, counted in
 * the database so that instances sharing it do not multiply them. The suite runs with the
 * server's defaults (10 and 200).
 */
describe.each(storageKinds())("holds per client address, on %s", (kind) => {
  const server = useTestServer(kind, { start: MONDAY_10AM, holdLimits: defaultHoldLimits });

  beforeEach(() => {
    server().clock.set(MONDAY_10AM);
  });

  // Each test's date and client address are its own: holds of one never count in another.
  const generalAdmission = async (days: number, tickets: number): Promise<Entry[]> => {
    const date = plusDays(TODAY, days);
    return (await inventoryOf(server(), 101, date)).map((slot) => ({
      productId: 101,
      visitDate: date,
      inventoryId: slot.inventoryId,
      selectedDiscounts: [adults(tickets)],
    }));
  };

  const hold = (entry: Entry, from: string, options: { cartToken?: string } = {}) =>
    createPendingOrder(server(), createBody([entry]), { remoteAddress: from, ...options });

  const heldOn = async (entries: readonly Entry[]) => {
    let held = 0;
    for (const entry of entries) held += await liveHeld(server(), entry.inventoryId ?? 0);
    return held;
  };

  const orderIdOf = (answer: Awaited<ReturnType<typeof hold>>) =>
    answer.json<{ orderId: number }>().orderId;

  it("one client holding all 1,200 seats of a date at once is stopped at 10 holds, with a 429 of its own Code, and others can still buy", async () => {
    const slots = await generalAdmission(20, 10);
    expect(slots).toHaveLength(24);
    const flood = slots.flatMap((slot) => [slot, slot, slot, slot, slot]);

    const answers = await Promise.all(flood.map((slot) => hold(slot, "10.3.0.1")));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(110);
    expect(new Set(refused.map((answer) => failureOf(answer).Code))).toEqual(
      new Set([ApiCode.TooManyHolds]),
    );
    const first = at(refused, 0);
    expect(failureOf(first)).toEqual({
      status: 429,
      Code: ApiCode.TooManyHolds,
      message:
        "Too many reservations are held from this address: at most 10 unpaid at once. Complete one, or try again once one has ended.",
    });
    expect(Number(first.headers["retry-after"])).toBe(600);
    expect(await heldOn(slots)).toBe(100);

    const free = [];
    for (const slot of slots) {
      if ((await liveHeld(server(), slot.inventoryId ?? 0)) === 0) free.push(slot);
    }
    const another = await hold(at(free, 0), "10.3.0.2");
    expect(another.statusCode, another.body).toBe(200);
    const bought = await confirmPurchase(server(), orderIdOf(another), {
      remoteAddress: "10.3.0.2",
    });
    expect(bought.statusCode, bought.body).toBe(200);
  });

  it("a client's held tickets are limited to 200: two full group entry times are held, a third is refused, and what is left up to 200 is held", async () => {
    const date = plusDays(TODAY, 21);
    const group = { saleKind: "group" as const };
    const slots = await inventoryOf(server(), 106, date, group);
    const groupOf = (index: number, tickets: number) =>
      createPendingOrder(
        server(),
        createBody(
          [
            {
              productId: 106,
              visitDate: date,
              inventoryId: at(slots, index).inventoryId,
              selectedDiscounts: [{ id: 1061, promotionType: 1, ticketsCount: tickets }],
            },
          ],
          group,
        ),
        { ...group, remoteAddress: "10.3.1.1" },
      );

    const outcomes = [];
    for (const [index, tickets] of [80, 80, 80, 40].entries()) {
      outcomes.push(await groupOf(index, tickets));
    }

    expect(outcomes.map((answer) => answer.statusCode)).toEqual([200, 200, 429, 200]);
    expect(failureOf(at(outcomes, 2))).toEqual({
      status: 429,
      Code: ApiCode.TooManyHolds,
      message:
        "Too many tickets are held from this address: at most 200 in unpaid reservations at once. Complete one, or try again once one has ended.",
    });
  });

  it("a cart's new hold lets go of its earlier one: a guest who changes their cart again and again never meets the limit, and holds only their last cart's seats", async () => {
    const slot = at(await generalAdmission(22, 4), 0);
    const cartToken = "one-guest-cart";

    const answers = [];
    for (let change = 0; change < 15; change += 1) {
      answers.push(await hold(slot, "10.3.2.1", { cartToken }));
    }

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(15).fill(200));
    expect(await liveHeld(server(), slot.inventoryId ?? 0)).toBe(4);
    const replaced = await confirmPurchase(server(), orderIdOf(at(answers, 0)), { cartToken });
    expect(failureOf(replaced)).toMatchObject({ status: 409, Code: ApiCode.PendingOrderExpired });
    const last = await confirmPurchase(server(), orderIdOf(at(answers, 14)), { cartToken });
    expect(last.statusCode, last.body).toBe(200);
  });

  it("expired holds do not count: once the first holds have ended, the client may hold again", async () => {
    const slots = await generalAdmission(23, 2);
    for (const slot of slots.slice(0, 10)) {
      expect((await hold(slot, "10.3.3.1")).statusCode).toBe(200);
    }
    expect((await hold(at(slots, 10), "10.3.3.1")).statusCode).toBe(429);

    server().clock.advance(10 * 60_000);

    expect((await hold(at(slots, 10), "10.3.3.1")).statusCode).toBe(200);
  });

  it("paid holds do not count: a client who buys one of 10 holds may hold another", async () => {
    const slots = await generalAdmission(24, 2);
    const held = [];
    for (const slot of slots.slice(0, 10)) held.push(orderIdOf(await hold(slot, "10.3.4.1")));
    expect((await hold(at(slots, 10), "10.3.4.1")).statusCode).toBe(429);

    const bought = await confirmPurchase(server(), at(held, 0), { remoteAddress: "10.3.4.1" });
    expect(bought.statusCode, bought.body).toBe(200);

    expect((await hold(at(slots, 10), "10.3.4.1")).statusCode).toBe(200);
  });

  it("holds counted by one instance count on another sharing the database: a flood spread over both is stopped at 10 in all", async () => {
    const other = await server().anotherInstance();
    const slots = await generalAdmission(25, 10);
    const flood = slots.flatMap((slot, index) => [
      createPendingOrder(index % 2 === 0 ? server() : other, createBody([slot]), {
        remoteAddress: "10.3.5.1",
      }),
      createPendingOrder(index % 2 === 0 ? other : server(), createBody([slot]), {
        remoteAddress: "10.3.5.1",
      }),
    ]);

    const answers = await Promise.all(flood);

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(38);
    expect(await heldOn(slots)).toBe(100);
  });

  it("a refused hold changes nothing: no order is made and no seat is held", async () => {
    const slots = await generalAdmission(26, 1);
    for (const slot of slots.slice(0, 10)) await hold(slot, "10.3.6.1");
    const before = await countPendingOrders(server());

    const refused = await hold(at(slots, 10), "10.3.6.1");

    expect(refused.statusCode).toBe(429);
    expect(await countPendingOrders(server())).toBe(before);
    expect(await liveHeld(server(), at(slots, 10).inventoryId ?? 0)).toBe(0);
  });

  it("the limit is per address: a client at its limit leaves others their own", async () => {
    const slots = await generalAdmission(27, 1);
    for (const slot of slots.slice(0, 10)) await hold(slot, "10.3.7.1");
    expect((await hold(at(slots, 10), "10.3.7.1")).statusCode).toBe(429);
    expect((await hold(at(slots, 10), "10.3.7.2")).statusCode).toBe(200);
  });
});

const at = <T>(list: readonly T[], index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${String(index)}`);
  return item;
};

const countPendingOrders = async (server: TestServer): Promise<number> => {
  const [row] = await server.storage.query<{ count: number }>(
    "select count(*)::int as count from pending_orders",
  );
  return row?.count ?? 0;
};
