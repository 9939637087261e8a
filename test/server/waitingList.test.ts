import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as E from "fp-ts/lib/Either.js";
import { WaitingListJoined, WaitingListOffer } from "#contract/waitingList.js";
import { ApiCode } from "../../src/domain/errors.js";
import { sweepWaitingList } from "../../server/api/sales/waitingListOffers.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";
import { confirmPurchase, countRows } from "./purchaseFlow.js";
import {
  buyIn,
  cancelTickets,
  entriesOf,
  freshSlot,
  holdIn,
  join,
  joinBody,
  joined,
  leave,
  ledgerOf,
  openOffer,
  partyEmail,
  refund,
  statusesOf,
  type Slot,
} from "./waitingListSteps.js";

const MINUTE = 60_000;

describe.each(storageKinds())("the waiting list for full entry times on %s", (kind) => {
  const server = useTestServer(kind);
  let slotsUsed = 0;

  /** An entry time of `capacity` places, all of them sold: the order that bought them. */
  const fullSlot = async (capacity: number) => {
    const slot = await freshSlot(server(), slotsUsed++, capacity);
    return { slot, order: await buyIn(server(), slot, capacity) };
  };

  const sweep = () =>
    sweepWaitingList(server().storage, { now: server().clock.now(), sendsMail: false });

  const offerTokenOf = async (slot: Slot, email: string) =>
    (await entriesOf(server(), slot)).find((entry) => entry.email === email)?.offerToken ?? "";

  const expectBalanced = async (slot: Slot) => {
    const { capacity, sold, held, free } = await ledgerOf(server(), slot);
    expect(held + sold + free).toBe(capacity);
  };

  it("a party joins an entry time that cannot take it, and is told its place on the list and its leave token", async () => {
    const { slot } = await fullSlot(2);
    const answer = await join(server(), slot, 2, partyEmail(1));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(E.isRight(WaitingListJoined.decode(answer.json()))).toBe(true);
    const entry = answer.json<{ partySize: number; leaveToken: string }>();
    expect(entry.partySize).toBe(2);
    // 192 random bits, URL-safe: a link's token no one guesses.
    expect(entry.leaveToken).toMatch(/^[\w-]{32}$/);
    expect(await statusesOf(server(), slot)).toEqual([[partyEmail(1), "waiting"]]);
  });

  it("an entry time with places for the party is bought, not waited for: the join is refused and nothing is kept", async () => {
    const slot = await freshSlot(server(), slotsUsed++, 4);
    await buyIn(server(), slot, 2);
    const answer = await join(server(), slot, 2, partyEmail(1));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ Code: ApiCode.PlacesFree });
    expect(await entriesOf(server(), slot)).toEqual([]);
    // Three do not fit the two places left: they may wait.
    expect((await join(server(), slot, 3, partyEmail(1))).statusCode).toBe(200);
  });

  it("one place on a list per mailbox: the same address joining again is refused, another is not", async () => {
    const { slot } = await fullSlot(1);
    await joined(server(), slot, 1, partyEmail(1));
    const again = await join(server(), slot, 2, partyEmail(1).toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ Code: ApiCode.AlreadyWaiting });
    expect((await join(server(), slot, 1, partyEmail(2))).statusCode).toBe(200);
  });

  it("bad input is answered 400 with a message and changes nothing", async () => {
    const { slot } = await fullSlot(1);
    const body = joinBody(slot, 1, partyEmail(1));
    const [product] = body.order.products;
    const bad = [
      { ...body, email: "not an address" },
      { ...body, order: { ...body.order, products: [] } },
      { ...body, order: { ...body.order, products: [product, product] } },
      { ...body, order: { ...body.order, products: [{ ...product, inventoryId: null }] } },
      { ...body, order: { ...body.order, products: [{ ...product, selectedDiscounts: [] }] } },
      { email: partyEmail(1) },
    ];
    for (const payload of bad) {
      const answer = await server().inject({
        method: "POST",
        url: "/api/web-sales/waiting-list/join",
        headers: { ...apiHeaders("sn"), "idempotency-key": randomUUID() },
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    expect(await entriesOf(server(), slot)).toEqual([]);
  });

  it("places a refund frees are offered to the first party that fits, held as a pending order for the venue's offer minutes, which the link's holder buys through the purchase call", async () => {
    const { slot, order } = await fullSlot(2);
    await joined(server(), slot, 2, partyEmail(1));
    await joined(server(), slot, 2, partyEmail(2));

    expect((await refund(server(), order)).statusCode).toBe(200);

    expect(await statusesOf(server(), slot)).toEqual([
      [partyEmail(1), "offered"],
      [partyEmail(2), "waiting"],
    ]);
    await expectBalanced(slot);
    expect((await ledgerOf(server(), slot)).held).toBe(2);
    const offered = await openOffer(server(), await offerTokenOf(slot, partyEmail(1)));
    expect(offered.statusCode, offered.body).toBe(200);
    expect(E.isRight(WaitingListOffer.decode(offered.json()))).toBe(true);
    const offer = offered.json<{
      orderId: number;
      cartToken: string;
      reservationExpirationDateTime: string;
      startTime: string;
    }>();
    // The offer names its entry time's hours, for a guest who opens it on another device.
    expect(offer.startTime.startsWith(`${slot.visitDate}T`)).toBe(true);
    // The seed's sn venue holds an offer 30 minutes.
    expect(offered.json()).toMatchObject({
      inventoryId: slot.slotId,
      selectedDiscounts: [{ id: 1011, promotionType: 1, ticketsCount: 2 }],
      partySize: 2,
      reservationExpirationDateTime: new Date(
        server().clock.now().getTime() + 30 * MINUTE,
      ).toISOString(),
      data: { total: 77.07 },
    });

    const bought = await confirmPurchase(server(), offer.orderId, { cartToken: offer.cartToken });
    expect(bought.statusCode, bought.body).toBe(200);
    await sweep();
    expect(await statusesOf(server(), slot)).toEqual([
      [partyEmail(1), "bought"],
      [partyEmail(2), "waiting"],
    ]);
    const taken = await openOffer(server(), await offerTokenOf(slot, partyEmail(1)));
    expect(taken.json()).toMatchObject({ Code: ApiCode.OfferTaken });
    await expectBalanced(slot);
  });

  it("places a changed visit leaves are offered to the party waiting for them, in the change's transaction", async () => {
    const { slot, order } = await fullSlot(1);
    await joined(server(), slot, 1, partyEmail(1));
    const [later] = await server().storage.query<{ slot_id: number }>(
      `select slot_id::integer as slot_id from slots where product_id = 101
         and visit_date = $1::date and slot_id <> $2 order by start_time desc limit 1`,
      [slot.visitDate, slot.slotId],
    );
    const changed = await server().inject({
      method: "POST",
      url: "/api/web-sales/order/change-visit",
      headers: { ...apiHeaders("sn"), "idempotency-key": randomUUID() },
      payload: {
        orderId: order.orderId,
        email: "guest.name@example.com",
        ticketIds: order.ticketIds,
        visitDate: slot.visitDate,
        inventoryId: later?.slot_id,
        payment: {
          cardOwnerName: "",
          cardNumber: "",
          cardMonthExp: "",
          cardYearExp: "",
          cardCVV: "",
        },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await statusesOf(server(), slot)).toEqual([[partyEmail(1), "offered"]]);
    await expectBalanced(slot);
  });

  it("first come, first served among the parties that fit: a party too big for the places freed is passed over, and keeps its place", async () => {
    const { slot, order } = await fullSlot(3);
    await joined(server(), slot, 3, partyEmail(1));
    await joined(server(), slot, 1, partyEmail(2));
    await joined(server(), slot, 1, partyEmail(3));

    const cancelled = await cancelTickets(server(), order, order.ticketIds.slice(0, 1));
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await statusesOf(server(), slot)).toEqual([
      [partyEmail(1), "waiting"],
      [partyEmail(2), "offered"],
      [partyEmail(3), "waiting"],
    ]);
    await expectBalanced(slot);
  });

  it("no place is offered twice: an offer's places are held, so the next freed place goes to the next party", async () => {
    const { slot, order } = await fullSlot(2);
    await joined(server(), slot, 1, partyEmail(1));
    await joined(server(), slot, 1, partyEmail(2));

    await cancelTickets(server(), order, order.ticketIds.slice(0, 1));
    await sweep();
    expect(await statusesOf(server(), slot)).toEqual([
      [partyEmail(1), "offered"],
      [partyEmail(2), "waiting"],
    ]);
    await refund(server(), order);
    expect(await statusesOf(server(), slot)).toEqual([
      [partyEmail(1), "offered"],
      [partyEmail(2), "offered"],
    ]);
    const entries = await entriesOf(server(), slot);
    expect(new Set(entries.map((entry) => entry.offeredOrderId)).size).toBe(2);
    await expectBalanced(slot);
  });

  it("an offer that lapses passes its places to the next party, and its link says it has lapsed", async () => {
    const { slot, order } = await fullSlot(2);
    await joined(server(), slot, 2, partyEmail(1));
    await joined(server(), slot, 2, partyEmail(2));
    await refund(server(), order);
    const firstToken = await offerTokenOf(slot, partyEmail(1));

    server().clock.advance(30 * MINUTE);
    await sweep();

    expect(await statusesOf(server(), slot)).toEqual([
      [partyEmail(1), "lapsed"],
      [partyEmail(2), "offered"],
    ]);
    expect((await openOffer(server(), firstToken)).json()).toMatchObject({
      Code: ApiCode.OfferLapsed,
    });
    await expectBalanced(slot);
  });

  it("a hold that lapses frees its places for the waiting list at the next sweep", async () => {
    const slot = await freshSlot(server(), slotsUsed++, 2);
    expect((await holdIn(server(), slot, 2)).statusCode).toBe(200);
    await joined(server(), slot, 1, partyEmail(1));
    await sweep();
    expect(await statusesOf(server(), slot)).toEqual([[partyEmail(1), "waiting"]]);

    server().clock.advance(10 * MINUTE);
    await sweep();
    expect(await statusesOf(server(), slot)).toEqual([[partyEmail(1), "offered"]]);
    await expectBalanced(slot);
  });

  it("leaving from the link: a party that leaves while offered lets its places go to the next party; leaving again says it left", async () => {
    const { slot, order } = await fullSlot(1);
    const first = await joined(server(), slot, 1, partyEmail(1));
    await joined(server(), slot, 1, partyEmail(2));
    await refund(server(), order);

    const left = await leave(server(), first.leaveToken);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ entryId: first.entryId, status: "left" });
    expect(await statusesOf(server(), slot)).toEqual([
      [partyEmail(1), "left"],
      [partyEmail(2), "offered"],
    ]);
    await expectBalanced(slot);
    expect((await ledgerOf(server(), slot)).held).toBe(1);

    expect((await leave(server(), first.leaveToken)).json()).toEqual({
      entryId: first.entryId,
      status: "left",
    });
    expect(
      (await openOffer(server(), await offerTokenOf(slot, partyEmail(1)))).json(),
    ).toMatchObject({ Code: ApiCode.OfferLapsed });
  });

  it("an unknown token is not found, and nothing changes", async () => {
    const waiting = await countRows(server(), "waiting_list", "status = 'waiting'");
    expect((await leave(server(), "no-such-token")).statusCode).toBe(404);
    expect((await openOffer(server(), "no-such-token")).statusCode).toBe(404);
    expect(await countRows(server(), "waiting_list", "status = 'waiting'")).toBe(waiting);
  });

  it("two freed places and three parties waiting, freed at once by two cancellations and two sweeps: exactly two offers, to the first two", async () => {
    const slot = await freshSlot(server(), slotsUsed++, 2);
    const orders = [await buyIn(server(), slot, 1), await buyIn(server(), slot, 1)];
    for (const n of [1, 2, 3]) await joined(server(), slot, 1, partyEmail(n));

    const answers = await Promise.all([
      ...orders.map((order) => refund(server(), order)),
      sweep(),
      sweep(),
    ]);
    expect(
      answers.slice(0, 2).map((answer) => typeof answer !== "number" && answer.statusCode),
    ).toEqual([200, 200]);

    expect(await statusesOf(server(), slot)).toEqual([
      [partyEmail(1), "offered"],
      [partyEmail(2), "offered"],
      [partyEmail(3), "waiting"],
    ]);
    await expectBalanced(slot);
  });

  it("a buyer racing the waiting list for one freed place: exactly one of them gets it, never both", async () => {
    const { slot, order } = await fullSlot(1);
    await joined(server(), slot, 1, partyEmail(1));

    const [refunded, held] = await Promise.all([
      refund(server(), order),
      holdIn(server(), slot, 1),
    ]);
    expect(refunded.statusCode).toBe(200);

    const offered = (await entriesOf(server(), slot)).filter((entry) => entry.status === "offered");
    expect(offered.length + (held.statusCode === 200 ? 1 : 0)).toBe(1);
    const { held: heldPlaces, sold, capacity } = await ledgerOf(server(), slot);
    expect(heldPlaces + sold).toBeLessThanOrEqual(capacity);
    await expectBalanced(slot);
  });
});
