import { randomUUID } from "node:crypto";
import { unzipSync } from "fflate";
import * as E from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { ChangeVisitAnswer, ChangeVisitQuote } from "#contract/orders.js";
import type { CardForm } from "../../src/domain/purchaseForm.js";
import { paidFor } from "../../server/api/sales/orderValue.js";
import { isPeakDate } from "../../server/api/sales/ticketPrice.js";
import { apiHeaders, storageKinds, useTestServer, type TestServer } from "./harness.js";
import {
  aCard,
  aCardlessPurchaseForm,
  cityPassExchange,
  confirmOrderPromo,
  confirmPurchase,
  DECLINED_CARD,
  firstFreeSlot,
  pendingOrderBody,
  reserve,
  soldIn,
  venueDay,
  type Booking,
} from "./purchaseFlow.js";

const EMAIL = "guest.name@example.com";

/** The first date from tomorrow on that is (or is not) a peak day, when adults cost more. */
const dayOf = (server: TestServer, peak: boolean): string => {
  for (let days = 1; days <= 14; days += 1) {
    const date = venueDay(server, days);
    if (isPeakDate(date) === peak) return date;
  }
  throw new Error("no such day in a fortnight");
};

/** General Admission adults at sn: $35.00 on weekdays, $45.00 at weekends, 10.1% tax. */
const adults = (visitDate: string, ticketsCount: number): Booking => ({
  client: "sn",
  productId: 101,
  visitDate,
  lines: [{ id: 1011, promotionType: 1, ticketsCount }],
});

interface Bought {
  readonly orderId: number;
  readonly inventoryId: number;
  readonly ticketIds: readonly number[];
}

interface Move {
  readonly ticketIds: readonly number[];
  readonly visitDate: string;
  readonly inventoryId: number | null;
  readonly payment?: CardForm;
  readonly email?: string;
}

const noCard: CardForm = {
  cardOwnerName: "",
  cardNumber: "",
  cardMonthExp: "",
  cardYearExp: "",
  cardCVV: "",
};

describe.each(storageKinds())("change the visit on %s", (kind) => {
  const server = useTestServer(kind);

  const buy = async (booking: Booking): Promise<Bought> => {
    const reservation = await reserve(server(), booking);
    const confirmed = await confirmPurchase(server(), reservation.orderId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return {
      orderId: reservation.orderId,
      inventoryId: reservation.inventoryId,
      ticketIds: await ticketIdsOf(reservation.orderId),
    };
  };

  const ticketIdsOf = async (orderId: number) =>
    (
      await server().storage.query<{ ticket_id: number }>(
        "select ticket_id::integer as ticket_id from tickets where order_id = $1 order by ticket_id",
        [orderId],
      )
    ).map((row) => row.ticket_id);

  const ticketsOf = (orderId: number) =>
    server().storage.query<{ ticket_id: number; slot_id: number; barcode: string }>(
      `select ticket_id::integer as ticket_id, slot_id::integer as slot_id, barcode
       from tickets where order_id = $1 order by ticket_id`,
      [orderId],
    );

  /** Another entry time of the same product: the last of `date` (its entry times made first). */
  const lastSlotOf = async (date: string) => {
    await firstFreeSlot(server(), adults(date, 1));
    const [slot] = await server().storage.query<{ slot_id: number }>(
      `select slot_id::integer as slot_id from slots
       where product_id = 101 and visit_date = $1::date order by start_time desc limit 1`,
      [date],
    );
    if (slot === undefined) throw new Error(`no entry time on ${date}`);
    return slot.slot_id;
  };

  const ask = (
    path: "change-visit" | "change-visit/quote",
    orderId: number,
    move: Move,
    key?: string,
  ) =>
    server().inject({
      method: "POST",
      url: `/api/web-sales/order/${path}`,
      headers: { ...apiHeaders("sn"), "idempotency-key": key ?? randomUUID() },
      payload: {
        orderId,
        email: move.email ?? EMAIL,
        ticketIds: move.ticketIds,
        visitDate: move.visitDate,
        inventoryId: move.inventoryId,
        ...(path === "change-visit" ? { payment: move.payment ?? noCard } : {}),
      },
    });

  const quote = (orderId: number, move: Move) => ask("change-visit/quote", orderId, move);
  const change = (orderId: number, move: Move, key?: string) =>
    ask("change-visit", orderId, move, key);

  it("two of three tickets move to another entry time of the day: their places are swapped, they get new barcodes, and the same price costs nothing more", async () => {
    const date = dayOf(server(), false);
    const order = await buy(adults(date, 3));
    const target = await lastSlotOf(date);
    const before = await ticketsOf(order.orderId);
    const [soldBefore, targetBefore] = [
      await soldIn(server(), order.inventoryId),
      await soldIn(server(), target),
    ];
    const moved = order.ticketIds.slice(0, 2);

    const quoted = await quote(order.orderId, {
      ticketIds: moved,
      visitDate: date,
      inventoryId: target,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(E.isRight(ChangeVisitQuote.decode(quoted.json()))).toBe(true);
    expect(quoted.json()).toEqual({
      orderId: order.orderId,
      amountDue: 0,
      refundAmount: 0,
      newWorth: 115.61,
      ticketsMoved: 2,
    });

    const changed = await change(order.orderId, {
      ticketIds: moved,
      visitDate: date,
      inventoryId: target,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(E.isRight(ChangeVisitAnswer.decode(changed.json()))).toBe(true);
    expect(changed.json()).toMatchObject({ chargedAmount: 0, refundedAmount: 0, ticketsMoved: 2 });

    const after = await ticketsOf(order.orderId);
    expect(after.map((ticket) => ticket.slot_id)).toEqual([target, target, order.inventoryId]);
    expect(after[2]?.barcode).toBe(before[2]?.barcode);
    const oldBarcodes = new Set(before.map((ticket) => ticket.barcode));
    expect(after.slice(0, 2).filter((ticket) => oldBarcodes.has(ticket.barcode))).toEqual([]);
    expect(await soldIn(server(), order.inventoryId)).toBe(soldBefore - 2);
    expect(await soldIn(server(), target)).toBe(targetBefore + 2);
    expect(await paidFor(server().storage, order.orderId)).toBe(11561);
  });

  it("a weekday visit moved to a weekend is charged the difference to the card given, and moved back the difference is refunded", async () => {
    const weekday = dayOf(server(), false);
    const weekend = dayOf(server(), true);
    const order = await buy(adults(weekday, 2));
    const target = await lastSlotOf(weekend);

    // Two adults: $77.07 on a weekday, $99.09 at a weekend, tax included.
    const toWeekend = { ticketIds: order.ticketIds, visitDate: weekend, inventoryId: target };
    expect((await quote(order.orderId, toWeekend)).json()).toMatchObject({
      amountDue: 22.02,
      refundAmount: 0,
      newWorth: 99.09,
    });
    const charged = await change(order.orderId, { ...toWeekend, payment: aCard() });
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({ chargedAmount: 22.02, refundedAmount: 0 });
    expect(await paidFor(server().storage, order.orderId)).toBe(9909);

    const back = { ticketIds: order.ticketIds, visitDate: weekday, inventoryId: order.inventoryId };
    const refunded = await change(order.orderId, back);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ chargedAmount: 0, refundedAmount: 22.02 });
    expect(await paidFor(server().storage, order.orderId)).toBe(7707);
  });

  it("a change that costs more without a valid card, or with a declined one, changes nothing", async () => {
    const weekday = dayOf(server(), false);
    const weekend = dayOf(server(), true);
    const order = await buy(adults(weekday, 1));
    const move = {
      ticketIds: order.ticketIds,
      visitDate: weekend,
      inventoryId: await lastSlotOf(weekend),
    };
    const before = await ticketsOf(order.orderId);

    const missing = await change(order.orderId, move);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(
      /^The card is not valid: cardOwnerName: REQUIRED/,
    );
    const declined = await change(order.orderId, {
      ...move,
      payment: aCard({ cardNumber: DECLINED_CARD }),
    });
    expect(declined.statusCode).toBe(402);

    expect(await ticketsOf(order.orderId)).toEqual(before);
    expect(await paidFor(server().storage, order.orderId)).toBe(3854);
  });

  it("a change sent twice with one Idempotency-Key is charged once", async () => {
    const order = await buy(adults(dayOf(server(), false), 1));
    const weekend = dayOf(server(), true);
    const move = {
      ticketIds: order.ticketIds,
      visitDate: weekend,
      inventoryId: await lastSlotOf(weekend),
      payment: aCard(),
    };
    const key = randomUUID();
    const first = await change(order.orderId, move, key);
    const again = await change(order.orderId, move, key);
    expect(again.json()).toEqual(first.json());
    expect(await paidFor(server().storage, order.orderId)).toBe(4955);
  });

  it("a moved ticket's Wallet pass keeps its serial under its new barcode, and the old barcode opens no pass", async () => {
    const date = dayOf(server(), false);
    const order = await buy(adults(date, 1));
    const [confirmation] = await server().storage.query<{ order_confirmation: string }>(
      "select order_confirmation from orders where order_id = $1",
      [order.orderId],
    );
    const passOf = async (barcode: string) => {
      const answer = await server().inject({
        url: "/api/web-sales/view-tickets/pkpass",
        query: { orderConfirmation: confirmation?.order_confirmation ?? "", barcode },
      });
      if (answer.statusCode !== 200) return answer.statusCode;
      const files = unzipSync(new Uint8Array(answer.rawPayload));
      return JSON.parse(Buffer.from(files["pass.json"] ?? []).toString("utf8")) as {
        serialNumber: string;
        barcode: { message: string };
      };
    };
    const [before] = await ticketsOf(order.orderId);
    const old = await passOf(before?.barcode ?? "");
    const moved = await change(order.orderId, {
      ticketIds: order.ticketIds,
      visitDate: date,
      inventoryId: await lastSlotOf(date),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [after] = await ticketsOf(order.orderId);
    const renewed = await passOf(after?.barcode ?? "");
    expect(typeof renewed === "object" && typeof old === "object").toBe(true);
    if (typeof renewed !== "object" || typeof old !== "object") return;
    expect(renewed.serialNumber).toBe(old.serialNumber);
    expect(renewed.barcode.message).toBe(after?.barcode);
    expect(await passOf(before?.barcode ?? "")).toBe(404);
  });

  it("the order lookup says until when each ticket's visit may change: its product's window before its entry time", async () => {
    const date = dayOf(server(), false);
    const order = await buy(adults(date, 1));
    const [slot] = await server().storage.query<{ start_time: string }>(
      "select to_char(start_time - interval '2 hours', 'YYYY-MM-DD\"T\"HH24:MI:SS') as start_time from slots where slot_id = $1",
      [order.inventoryId],
    );
    const found = await server().inject({
      url: `/api/web-sales/order/search/${order.orderId}/${encodeURIComponent(EMAIL)}`,
      headers: apiHeaders("sn"),
    });
    expect(found.json()).toMatchObject({
      tickets: [{ productId: 101, changeableUntil: slot?.start_time }],
    });
  });

  describe("refusals change nothing", () => {
    const refusedWith = async (orderId: number, move: Move, status: number, Code?: number) => {
      const before = await ticketsOf(orderId);
      const paid = await paidFor(server().storage, orderId);
      const answer = await change(orderId, move);
      expect(answer.statusCode, answer.body).toBe(status);
      if (Code !== undefined) expect(answer.json()).toMatchObject({ Code });
      expect(await ticketsOf(orderId)).toEqual(before);
      expect(await paidFor(server().storage, orderId)).toBe(paid);
      return answer.json<{ message: string }>().message;
    };

    it("an entry time without room for every ticket that moves (4095)", async () => {
      const date = dayOf(server(), false);
      const order = await buy(adults(date, 2));
      const target = await lastSlotOf(date);
      await server().storage.query("update slots set capacity = sold + 1 where slot_id = $1", [
        target,
      ]);
      const message = await refusedWith(
        order.orderId,
        { ticketIds: order.ticketIds, visitDate: date, inventoryId: target },
        409,
        4095,
      );
      expect(message).toBe("That entry time has 1 places left, and 2 are needed.");
    });

    it("a product whose visits do not change, a visit inside its change window, and a cancelled order (4094)", async () => {
      const date = dayOf(server(), false);
      const order = await buy(adults(date, 1));
      const move = {
        ticketIds: order.ticketIds,
        visitDate: date,
        inventoryId: await lastSlotOf(date),
      };
      await server().storage.query(
        "update products set change_window_minutes = 100000 where product_id = 101",
      );
      expect(await refusedWith(order.orderId, move, 409, 4094)).toMatch(
        /^Ticket \d+'s visit is less than 100000 minutes away: visits change until 100000 minutes before their entry time\.$/,
      );
      await server().storage.query(
        "update products set change_window_minutes = null where product_id = 101",
      );
      expect(await refusedWith(order.orderId, move, 409, 4094)).toBe(
        "General Admission visits cannot change.",
      );
      await server().storage.query(
        "update products set change_window_minutes = 120 where product_id = 101",
      );
      await server().inject({
        method: "POST",
        url: "/api/web-sales/order/refund",
        headers: { ...apiHeaders("sn"), "idempotency-key": randomUUID() },
        payload: { orderId: order.orderId, email: EMAIL },
      });
      expect(await refusedWith(order.orderId, move, 409, 4094)).toBe(
        "It was cancelled and refunded.",
      );
    });

    it("a ticket exchanged for a city-pass barcode (4094)", async () => {
      const reservation = await reserve(server(), cityPassExchange(server(), "C3SN0011"));
      const confirmed = await confirmOrderPromo(
        server(),
        reservation.orderId,
        aCardlessPurchaseForm(),
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const ticketIds = await ticketIdsOf(reservation.orderId);
      const message = await refusedWith(
        reservation.orderId,
        { ticketIds, visitDate: venueDay(server(), 2), inventoryId: null },
        409,
        4094,
      );
      expect(message).toMatch(/was exchanged for a city-pass barcode: its visit cannot change\.$/);
    });

    it("part of a group (4093), an unknown ticket, a wrong e-mail, a closed date and the entry time the tickets have", async () => {
      const group: Booking = {
        client: "sn",
        saleKind: "group",
        productId: 106,
        visitDate: venueDay(server(), 7),
        lines: [{ id: 1061, promotionType: 1, ticketsCount: 12 }],
      };
      const grouped = await buy(group);
      expect(
        await refusedWith(
          grouped.orderId,
          {
            ticketIds: grouped.ticketIds.slice(0, 5),
            visitDate: venueDay(server(), 8),
            inventoryId: null,
          },
          409,
          4093,
        ),
      ).toBe("A group booking changes together: choose all 12 Group Admission tickets.");

      const date = dayOf(server(), false);
      const order = await buy(adults(date, 1));
      const move = {
        ticketIds: order.ticketIds,
        visitDate: date,
        inventoryId: await lastSlotOf(date),
      };
      await refusedWith(order.orderId, { ...move, ticketIds: [grouped.ticketIds[0] ?? 0] }, 400);
      await refusedWith(order.orderId, { ...move, email: "someone.else@example.com" }, 404, 17);
      expect(
        await refusedWith(order.orderId, { ...move, visitDate: venueDay(server(), -1) }, 400),
      ).toMatch(/has passed\.$/);
      expect(
        await refusedWith(order.orderId, { ...move, inventoryId: order.inventoryId }, 400),
      ).toBe("These tickets are for that entry time already.");
    });
  });

  it("a change racing a purchase for an entry time's last place: one of them gets it, nothing is oversold", async () => {
    const date = dayOf(server(), false);
    const order = await buy(adults(date, 1));
    const target = await lastSlotOf(date);
    await server().storage.query("update slots set capacity = sold + 1 where slot_id = $1", [
      target,
    ]);
    const [moved, held] = await Promise.all([
      change(order.orderId, { ticketIds: order.ticketIds, visitDate: date, inventoryId: target }),
      server().inject({
        method: "POST",
        url: "/api/ticketing/create-pending-order",
        headers: { ...apiHeaders("sn"), carttoken: randomUUID() },
        payload: pendingOrderBody(adults(date, 1), target),
      }),
    ]);
    const [slot] = await server().storage.query<{ capacity: number; sold: number; held: number }>(
      `select capacity, sold, (select coalesce(sum(quantity), 0)::integer from holds h
         join pending_orders o using (order_id)
         where h.slot_id = s.slot_id and o.status = 'pending') as held
       from slots s where slot_id = $1`,
      [target],
    );
    expect((slot?.sold ?? 0) + (slot?.held ?? 0)).toBeLessThanOrEqual(slot?.capacity ?? 0);
    expect([moved.statusCode, held.statusCode].sort()).toEqual([200, 409]);
  });
});
