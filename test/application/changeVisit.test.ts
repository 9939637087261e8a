import fc from "fast-check";
import * as E from "fp-ts/lib/Either.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { describe, expect, it } from "vitest";
import { createChangeVisit } from "../../src/application/changeVisit/changeVisit.js";
import { memoryOfflineTickets } from "../../src/adapters/memory/offlineTickets.js";
import type { ChangeVisitQuote } from "../../src/domain/order.js";
import type { CardForm } from "../../src/domain/purchaseForm.js";
import type { TicketingApi } from "../../src/ports/ticketingApi.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { recorded } from "../async.js";
import { aTicket, anInventory, anOrderSummary, anOrderTicket } from "../builders.js";
import { manualClock } from "../support/manualClock.js";
import { refusal } from "../support/scripted.js";
import { scriptedTicketing } from "../support/scriptedTicketing.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";

const order = anOrderSummary({
  orderId: 5001,
  orderConfirmation: "CONF-5001",
  email: "guest@example.com",
  numberOfTickets: 4,
  tickets: [
    anOrderTicket({ ticketId: 11 }),
    anOrderTicket({ ticketId: 12 }),
    anOrderTicket({ ticketId: 13, changeableUntil: null }),
    anOrderTicket({ ticketId: 14, productId: 103, productName: "Harbor Cruise" }),
  ],
});

const costsMore: ChangeVisitQuote = { amountDue: 2202, refund: 0, newWorth: 9909, ticketsMoved: 2 };

const card: CardForm = {
  cardOwnerName: "Ada Guest",
  cardNumber: "4242 4242 4242 4242",
  cardMonthExp: "12",
  cardYearExp: "2030",
  cardCVV: "123",
};

const changeVisitWith = (
  answers: Partial<WebSalesApi> = {},
  ticketingAnswers: Partial<TicketingApi> = {},
) => {
  const webSales = scriptedWebSales({
    saleDates: () =>
      TE.right({ dates: ["2026-11-28", "2026-11-29"], soldOutDates: [], closedDates: [] }),
    quoteChangeVisit: () => TE.right(costsMore),
    changeVisit: () => TE.right({ charged: 2202, refunded: 0, ticketsMoved: 2 }),
    ...answers,
  });
  const ticketing = scriptedTicketing({
    inventory: () => TE.right([anInventory({ inventoryId: 77 }), anInventory({ inventoryId: 78 })]),
    ...ticketingAnswers,
  });
  const offlineTickets = memoryOfflineTickets([
    { orderConfirmation: "CONF-5001", tickets: [aTicket({ orderId: 5001 })] },
  ]);
  const changeVisit = createChangeVisit({
    webSales,
    ticketing,
    offlineTickets,
    clock: manualClock(new Date("2026-11-27T12:00:00Z")),
  });
  changeVisit.open(order);
  return { changeVisit, webSales, ticketing, offlineTickets };
};

/** Two General Admission tickets to Sunday's 78: the choice a quote needs. */
const chooseSunday = async (changeVisit: ReturnType<typeof changeVisitWith>["changeVisit"]) => {
  await changeVisit.choose(12, true);
  await changeVisit.choose(11, true);
  await changeVisit.pickDate("2026-11-29");
  changeVisit.pickEntryTime(78);
};

describe("change date or time", () => {
  it("the guest chooses tickets, a date from their product's calendar and an entry time, sees what the change costs, and confirms with a card", async () => {
    const { changeVisit, webSales, ticketing, offlineTickets } = changeVisitWith();
    const states = recorded(changeVisit.state$);
    await chooseSunday(changeVisit);
    await changeVisit.quote();
    await changeVisit.confirm(card);

    const move = { ticketIds: [11, 12], visitDate: "2026-11-29", inventoryId: 78 };
    expect(webSales.calls).toEqual([
      { method: "saleDates", args: [101] },
      { method: "quoteChangeVisit", args: [5001, "guest@example.com", move] },
      { method: "changeVisit", args: [5001, "guest@example.com", move, card] },
    ]);
    expect(ticketing.calls).toEqual([
      { method: "inventory", args: [101, "2026-11-29", [], "general"] },
    ]);
    expect(states.map((state) => state.status).slice(-4)).toEqual([
      "quoting",
      "quoted",
      "changing",
      "changed",
    ]);
    expect(changeVisit.current()).toEqual({
      status: "changed",
      order,
      changed: { charged: 2202, refunded: 0, ticketsMoved: 2 },
    });
    expect(offlineTickets.kept()).toEqual([]);
  });

  it("nothing changes before its cost is shown, and a change of date, entry time or tickets drops the cost shown", async () => {
    const { changeVisit, webSales } = changeVisitWith();
    await chooseSunday(changeVisit);
    await changeVisit.confirm(card);
    expect(webSales.calls.map((call) => call.method)).toEqual(["saleDates"]);

    await changeVisit.quote();
    changeVisit.pickEntryTime(77);
    await changeVisit.confirm(card);
    expect(changeVisit.current()).toMatchObject({ status: "choosing", inventoryId: 77 });
    expect(webSales.calls.map((call) => call.method)).toEqual(["saleDates", "quoteChangeVisit"]);
  });

  it("a ticket whose visit may not change is never chosen, and one of another product starts the choice again", async () => {
    const { changeVisit } = changeVisitWith();
    await changeVisit.choose(13, true);
    expect(changeVisit.current()).toMatchObject({ chosen: [] });
    await chooseSunday(changeVisit);
    await changeVisit.choose(14, true);
    expect(changeVisit.current()).toMatchObject({
      status: "choosing",
      chosen: [14],
      visitDate: null,
      inventoryId: null,
    });
  });

  it("a change that costs more is not sent with a card the checkout would refuse: its fields say why", async () => {
    const { changeVisit, webSales } = changeVisitWith();
    await chooseSunday(changeVisit);
    await changeVisit.quote();
    await changeVisit.confirm({ ...card, cardNumber: "4242 4242 4242 4241", cardCVV: "" });
    expect(changeVisit.current()).toMatchObject({
      status: "quoted",
      cardErrors: { cardNumber: "CARD_NUMBER_INVALID", cardCVV: "REQUIRED" },
    });
    expect(webSales.calls.map((call) => call.method)).not.toContain("changeVisit");
  });

  it("a change that gives money back, or costs the same, asks no card", async () => {
    const { changeVisit, webSales } = changeVisitWith({
      quoteChangeVisit: () =>
        TE.right({ amountDue: 0, refund: 2202, newWorth: 7707, ticketsMoved: 2 }),
    });
    const noCard = {
      cardOwnerName: "",
      cardNumber: "",
      cardMonthExp: "",
      cardYearExp: "",
      cardCVV: "",
    };
    await chooseSunday(changeVisit);
    await changeVisit.quote();
    await changeVisit.confirm(noCard);
    expect(webSales.calls.at(-1)?.method).toBe("changeVisit");
    expect(changeVisit.current().status).toBe("changed");
  });

  it("a refusal is said in the guest's words: the API's reason a visit may not change, a full entry time, a declined card, anything else CHANGE_FAILED", async () => {
    const cases = [
      {
        failure: refusal(4094, "Too late."),
        error: { tag: "VISIT_NOT_CHANGEABLE", message: "Too late." },
      },
      { failure: refusal(4095, "No room."), error: { tag: "ENTRY_TIME_FULL" } },
      { failure: refusal(402), error: { tag: "PAYMENT_DECLINED" } },
      { failure: refusal(500), error: { tag: "CHANGE_FAILED" } },
    ];
    for (const { failure, error } of cases) {
      const { changeVisit } = changeVisitWith({ changeVisit: () => TE.left(failure) });
      await chooseSunday(changeVisit);
      await changeVisit.quote();
      await changeVisit.confirm(card);
      expect(changeVisit.current()).toMatchObject({ status: "refused", error, chosen: [11, 12] });
    }
  });

  it("entry times that come back for a date no longer picked are not shown for the new one", async () => {
    let answerSaturday: (() => void) | undefined;
    const { changeVisit } = changeVisitWith(
      {},
      {
        inventory: (_product, date) => () =>
          date === "2026-11-28"
            ? new Promise((resolve) => {
                answerSaturday = () => {
                  resolve({ _tag: "Right", right: [anInventory({ inventoryId: 1 })] });
                };
              })
            : Promise.resolve({ _tag: "Right", right: [anInventory({ inventoryId: 78 })] }),
      },
    );
    const calendar = recorded(changeVisit.calendar$);
    await changeVisit.choose(11, true);
    const saturday = changeVisit.pickDate("2026-11-28");
    await changeVisit.pickDate("2026-11-29");
    answerSaturday?.();
    await saturday;
    expect(calendar.at(-1)).toMatchObject({ entryTimes: [{ inventoryId: 78 }] });
  });

  it("whatever order the answers come in, a quote is only ever shown for the choice on screen (one on its way when the choice changes is dropped), and a confirm tapped twice changes once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.boolean(), async (s, askAgain) => {
        const quoteFor = (inventoryId: number | null): ChangeVisitQuote => ({
          ...costsMore,
          newWorth: inventoryId ?? 0,
        });
        const { changeVisit, webSales } = changeVisitWith({
          quoteChangeVisit: (_order, _email, move) => () =>
            s.schedule(Promise.resolve(E.right(quoteFor(move.inventoryId))), "quote"),
          changeVisit: () => () =>
            s.schedule(
              Promise.resolve(E.right({ charged: 2202, refunded: 0, ticketsMoved: 2 })),
              "change",
            ),
        });
        await chooseSunday(changeVisit);
        const first = changeVisit.quote();
        changeVisit.pickEntryTime(77);
        const second = askAgain ? changeVisit.quote() : Promise.resolve();
        await s.waitFor(Promise.all([first, second]));
        if (!askAgain) {
          expect(changeVisit.current()).toMatchObject({ status: "choosing", inventoryId: 77 });
          await s.waitFor(changeVisit.quote());
        }
        expect(changeVisit.current()).toMatchObject({
          status: "quoted",
          inventoryId: 77,
          quote: { newWorth: 77 },
        });
        await s.waitFor(Promise.all([changeVisit.confirm(card), changeVisit.confirm(card)]));
        expect(webSales.calls.filter((call) => call.method === "changeVisit")).toHaveLength(1);
        expect(changeVisit.current().status).toBe("changed");
      }),
      { numRuns: 1000 },
    );
  });
});
