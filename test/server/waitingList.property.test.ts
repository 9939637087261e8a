import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sweepWaitingList } from "../../server/api/sales/waitingListOffers.js";
import { storageKinds, useTestServer, type TestServer } from "./harness.js";
import { modelRuns } from "../support/modelRuns.js";
import { confirmPurchase } from "./purchaseFlow.js";
import {
  cancelTickets,
  entriesOf,
  freshSlot,
  holdIn,
  join,
  ledgerOf,
  leave,
  openOffer,
  partyEmail,
  refund,
  type Bought,
  type Slot,
} from "./waitingListSteps.js";

/*
 * The waiting list's invariant (issue 29, item 3), on the real server: across any sequence of
 * purchases, holds, partial cancellations, whole refunds, joins, leaves, offers bought, sweeps
 * and the clock running past holds and offers, an entry time's places held + sold + free equal
 * its capacity, nothing is held or sold beyond it, no party is offered places twice nor two
 * parties one pending order, and after anything that offers freed places no party still
 * waiting fits the places free.
 * 60 runs of up to ten steps a store in CI: each step is one to three requests to a real
 * server (a run takes about 80 ms on PGlite, 40 ms on PostgreSQL), as CI's minutes are spoken
 * for; `npm run test:models` runs 1,000. The arithmetic is the database's (one expression
 * counts what is free for holds, offers and the inventory alike), so a model of it in memory
 * would check a copy, not the server.
 */

type Step =
  | { readonly kind: "buy" | "hold" | "join"; readonly count: number }
  | { readonly kind: "cancelOne" | "refund" | "leave" | "buyOffer"; readonly pick: number }
  | { readonly kind: "sweep" }
  | { readonly kind: "wait"; readonly minutes: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("buy", "hold", "join"),
    count: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constantFrom("cancelOne", "refund", "leave", "buyOffer"),
    pick: fc.nat({ max: 9 }),
  }),
  fc.constant({ kind: "sweep" as const }),
  fc.record({ kind: fc.constant("wait" as const), minutes: fc.constantFrom(5, 11, 31) }),
);

/** What the run has made so far, to pick from. */
interface Run {
  readonly slot: Slot;
  readonly orders: Bought[];
  readonly leaveTokens: string[];
  joined: number;
}

const at = <T>(items: readonly T[], pick: number): T | undefined =>
  items.length === 0 ? undefined : items[pick % items.length];

const sweep = (server: TestServer) =>
  sweepWaitingList(server.storage, { now: server.clock.now(), sendsMail: false });

/**
 * Takes the step; answers whether the server offered the slot's free places in it (a
 * cancellation, a refund, a sweep): after that, no waiting party fits them.
 */
const take = async (server: TestServer, run: Run, taken: Step): Promise<boolean> => {
  switch (taken.kind) {
    case "buy": {
      const held = await holdIn(server, run.slot, taken.count);
      if (held.statusCode !== 200) return false;
      const { orderId } = held.json<{ orderId: number }>();
      expect((await confirmPurchase(server, orderId)).statusCode).toBe(200);
      const tickets = await server.storage.query<{ ticket_id: number }>(
        "select ticket_id from tickets where order_id = $1",
        [orderId],
      );
      run.orders.push({ orderId, ticketIds: tickets.map((ticket) => ticket.ticket_id) });
      return false;
    }
    case "hold":
      await holdIn(server, run.slot, taken.count);
      return false;
    case "join": {
      run.joined += 1;
      const answer = await join(server, run.slot, taken.count, partyEmail(run.joined));
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 200)
        run.leaveTokens.push(answer.json<{ leaveToken: string }>().leaveToken);
      return false;
    }
    case "cancelOne": {
      const order = at(run.orders, taken.pick);
      const [first, ...rest] = order?.ticketIds ?? [];
      if (order === undefined || first === undefined || rest.length === 0) return false;
      expect((await cancelTickets(server, order, [first])).statusCode).toBe(200);
      run.orders[run.orders.indexOf(order)] = { ...order, ticketIds: rest };
      return true;
    }
    case "refund": {
      const order = at(run.orders, taken.pick);
      if (order === undefined) return false;
      expect((await refund(server, order)).statusCode).toBe(200);
      run.orders.splice(run.orders.indexOf(order), 1);
      return true;
    }
    case "leave": {
      const token = at(run.leaveTokens, taken.pick);
      if (token !== undefined) expect((await leave(server, token)).statusCode).toBe(200);
      return false;
    }
    case "buyOffer": {
      const offered = (await entriesOf(server, run.slot)).filter((e) => e.status === "offered");
      const entry = at(offered, taken.pick);
      if (entry === undefined) return false;
      const answer = await openOffer(server, entry.offerToken);
      if (answer.statusCode !== 200) return false;
      const offer = answer.json<{ orderId: number; cartToken: string }>();
      const bought = await confirmPurchase(server, offer.orderId, { cartToken: offer.cartToken });
      expect(bought.statusCode, bought.body).toBe(200);
      return false;
    }
    case "sweep":
      await sweep(server);
      return true;
    case "wait":
      server.clock.advance(taken.minutes * 60_000);
      return false;
  }
};

const expectInvariant = async (server: TestServer, run: Run, offered: boolean) => {
  const { capacity, sold, held, free } = await ledgerOf(server, run.slot);
  expect(held + sold + free).toBe(capacity);
  expect(held + sold).toBeLessThanOrEqual(capacity);
  const entries = await entriesOf(server, run.slot);
  const offeredOrders = entries.flatMap((entry) =>
    entry.offeredOrderId === null ? [] : [entry.offeredOrderId],
  );
  expect(new Set(offeredOrders).size).toBe(offeredOrders.length);
  if (offered) {
    const sizes = await server.storage.query<{ party_size: number }>(
      "select party_size from waiting_list where slot_id = $1 and status = 'waiting'",
      [run.slot.slotId],
    );
    expect(sizes.filter((size) => size.party_size <= free)).toEqual([]);
  }
};

describe.each(storageKinds())("the waiting list's places on %s", (kind) => {
  const server = useTestServer(kind);
  let slotsUsed = 0;

  it("held + sold + free = capacity, nothing past it, no place offered twice, and no waiting party fits what is free after places were offered", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.array(step, { maxLength: 10 }),
        async (capacity, steps) => {
          const run: Run = {
            slot: await freshSlot(server(), slotsUsed++, capacity),
            orders: [],
            leaveTokens: [],
            joined: 0,
          };
          for (const taken of steps) {
            await expectInvariant(server(), run, await take(server(), run, taken));
          }
        },
      ),
      { numRuns: modelRuns(60) },
    );
  }, 900_000);
});
