import * as E from "fp-ts/lib/Either.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { manualClock } from "../support/manualClock.js";
import { refusal } from "../support/scripted.js";
import { scriptedTicketing } from "../support/scriptedTicketing.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";
import { createDatesPrefetch } from "../../src/application/datesPrefetch/datesPrefetch.js";
import { createTicketing } from "../../src/application/ticketing/ticketing.js";
import { ProductPageStep } from "../../src/domain/productPage.js";
import type { Discount, Inventory, SaleDates } from "../../src/domain/ticketingState.js";
import type { TicketingApi } from "../../src/ports/ticketingApi.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { pendingAnswer } from "../async.js";
import { saleDatesOf, aCartProduct, aDiscount, anInventory, aProduct } from "../builders.js";

// 22:30 on 22 November at the venue (Pacific time), already 23 November in UTC.
const now = new Date("2026-11-23T06:30:00Z");

const adult = aDiscount({ id: 10, name: "Adult", promotionType: 0 });
const child = aDiscount({ id: 11, name: "Child", promotionType: 0 });
const morning = anInventory({
  inventoryId: 1,
  startTime: "2026-11-24T10:00:00",
  endTime: "2026-11-24T11:00:00",
});
const evening = anInventory({
  inventoryId: 2,
  startTime: "2026-11-24T18:00:00",
  endTime: "2026-11-24T19:00:00",
});

const untimed = aProduct({ productId: 101, isTimed: false });
const timed = aProduct({ productId: 102, name: "Timed Entry", isTimed: true });

const ticketingWith = (
  answers: Partial<TicketingApi> = {},
  webSalesAnswers: Partial<WebSalesApi> = {},
) => {
  const api = scriptedTicketing({
    dates: () => TE.right(saleDatesOf(["2026-11-24", "2026-11-25"])),
    discounts: () => TE.right([adult, child]),
    inventory: () => TE.right([morning, evening]),
    ...answers,
  });
  const webSales = scriptedWebSales(webSalesAnswers);
  const early = createDatesPrefetch({ ticketingApi: api });
  const ticketing = createTicketing({
    ticketingApi: api,
    webSales,
    clock: manualClock(now),
    prefetched: early,
  });
  const view = () => firstValueFrom(ticketing.state$);
  return { ticketing, early, api, webSales, view };
};

const callsTo = (
  port: { readonly calls: readonly { method: string; args: readonly unknown[] }[] },
  method: keyof TicketingApi | keyof WebSalesApi,
) => port.calls.filter((call) => call.method === method).map((call) => call.args);

describe("ticketing: product page steps", () => {
  it("step 1 while the dates load; step 2 (visit date) once they are there", async () => {
    const dates = pendingAnswer<SaleDates>();
    const { ticketing, api, view } = ticketingWith({ dates: () => dates.task });
    const opened = ticketing.open(untimed, "general");
    expect(await view()).toMatchObject({
      product: untimed,
      step: ProductPageStep.Default,
      loading: "dates",
    });
    await dates.succeed(saleDatesOf(["2026-11-24"]));
    await opened;
    expect(await view()).toMatchObject({
      step: ProductPageStep.VisitDate,
      dates: ["2026-11-24"],
      loading: null,
    });
    expect(callsTo(api, "dates")).toEqual([[101, "general"]]);
    expect(callsTo(api, "discounts")).toEqual([]);
  });

  it("choosing a date loads the discounts for that date and moves to step 3 (tickets)", async () => {
    const { ticketing, api, view } = ticketingWith();
    await ticketing.open(untimed, "group");
    await ticketing.chooseDate("2026-11-25");
    expect(await view()).toMatchObject({
      activeDate: "2026-11-25",
      discounts: [adult, child],
      step: ProductPageStep.Tickets,
    });
    expect(callsTo(api, "discounts")).toEqual([[101, "2026-11-25", "group"]]);
  });

  it("selecting tickets loads the inventory for the selection; a timed product moves to step 4 (time of day)", async () => {
    const { ticketing, api, view } = ticketingWith();
    await ticketing.open(timed, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    await ticketing.addTicket(adult);
    await ticketing.addTicket(child);
    const selection = [
      { id: 10, promotionType: 0, ticketsCount: 2 },
      { id: 11, promotionType: 0, ticketsCount: 1 },
    ];
    expect(await view()).toMatchObject({
      selectedDiscounts: selection,
      inventory: [morning, evening],
      step: ProductPageStep.TimeOfDay,
    });
    expect(callsTo(api, "inventory").at(-1)).toEqual([102, "2026-11-24", selection, "general"]);
  });

  it("an untimed product stays on step 3 once its inventory is loaded", async () => {
    const { ticketing, view } = ticketingWith();
    await ticketing.open(untimed, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    expect((await view()).step).toBe(ProductPageStep.Tickets);
  });

  it("choosing a time of day moves to step 5 (entry time), and the chosen slot becomes active", async () => {
    const { ticketing, view } = ticketingWith();
    await ticketing.open(timed, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    ticketing.chooseTimeOfDay("evening");
    ticketing.chooseInventory(evening);
    expect(await view()).toMatchObject({
      step: ProductPageStep.EntryTime,
      timeOfDay: "evening",
      activeInventory: evening,
    });
  });

  it("a product with skipVisitDateSelection asks no dates: it loads today's discounts at the venue and opens on step 3", async () => {
    const { ticketing, api, view } = ticketingWith();
    const skipping = aProduct({ productId: 103, skipVisitDateSelection: true });
    await ticketing.open(skipping, "general");
    expect(callsTo(api, "dates")).toEqual([]);
    expect(callsTo(api, "discounts")).toEqual([[103, "2026-11-22", "general"]]);
    expect(await view()).toMatchObject({ step: ProductPageStep.Tickets, activeDate: "2026-11-22" });
    await ticketing.addTicket(adult);
    expect(ticketing.cartProduct("k1")).toMatchObject({ productId: 103, visitDate: null });
  });

  it("removing the last ticket clears the inventory and goes back to step 3", async () => {
    const { ticketing, api, view } = ticketingWith();
    await ticketing.open(timed, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    await ticketing.removeTicket(adult);
    expect(await view()).toMatchObject({
      selectedDiscounts: [],
      inventory: [],
      activeInventory: null,
      step: ProductPageStep.Tickets,
    });
    expect(callsTo(api, "inventory")).toHaveLength(1);
  });

  it("changing the ticket count keeps the chosen slot when it is still offered", async () => {
    const { ticketing, view } = ticketingWith();
    await ticketing.open(timed, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    ticketing.chooseInventory(evening);
    await ticketing.addTicket(adult);
    expect((await view()).activeInventory).toEqual(evening);
  });

  it("changing the ticket count after the entry time was chosen stays on the entry time, asking slots for the new count", async () => {
    const { ticketing, api, view } = ticketingWith();
    await ticketing.open(timed, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    ticketing.chooseTimeOfDay("evening");
    ticketing.chooseInventory(evening);
    expect(await ticketing.typeTicketsCount(adult, 3)).toEqual(E.right(true));
    expect(await view()).toMatchObject({
      step: ProductPageStep.EntryTime,
      timeOfDay: "evening",
      activeInventory: evening,
      selectedDiscounts: [expect.objectContaining({ id: 10, ticketsCount: 3 })],
    });
    expect(callsTo(api, "inventory").at(-1)).toEqual([
      102,
      "2026-11-24",
      [expect.objectContaining({ id: 10, ticketsCount: 3 })],
      "general",
    ]);
  });

  it("a chosen slot no longer offered for the new selection is dropped", async () => {
    const answers: (readonly Inventory[])[] = [[morning, evening], [morning]];
    const { ticketing, view } = ticketingWith({ inventory: () => TE.right(answers.shift() ?? []) });
    await ticketing.open(timed, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    ticketing.chooseInventory(evening);
    await ticketing.addTicket(adult);
    expect((await view()).activeInventory).toBeNull();
  });

  it("the city-pass selection replaces the counters and loads its inventory", async () => {
    const { ticketing, api, view } = ticketingWith();
    await ticketing.open(untimed, "general");
    await ticketing.chooseDate("2026-11-24");
    const selection = [
      { id: 10, promotionType: 3, ticketsCount: 1, code: "CP0001" },
      { id: 10, promotionType: 3, ticketsCount: 1, code: "CP0002" },
    ];
    await ticketing.useSelection(selection);
    expect((await view()).selectedDiscounts).toEqual(selection);
    expect(callsTo(api, "inventory")).toEqual([[101, "2026-11-24", selection, "general"]]);
  });

  it("a failed dates call is shown as the failure and stops loading", async () => {
    const { ticketing, view } = ticketingWith({
      dates: () => TE.left({ tag: "UNREACHABLE", message: "timeout" }),
    });
    await ticketing.open(untimed, "general");
    expect(await view()).toMatchObject({
      loading: null,
      failure: { tag: "UNREACHABLE", message: "timeout" },
      step: ProductPageStep.Default,
    });
  });
});

describe("ticketing: dates asked for early", () => {
  it("opening the product whose dates were prefetched takes that answer without asking again", async () => {
    const dates = pendingAnswer<SaleDates>();
    const { ticketing, early, api, view } = ticketingWith({ dates: () => dates.task });
    early.prefetch(101, "group");
    const opened = ticketing.open(untimed, "group");
    await dates.succeed(saleDatesOf(["2026-11-24"]));
    await opened;
    expect(callsTo(api, "dates")).toEqual([[101, "group"]]);
    expect(await view()).toMatchObject({ step: ProductPageStep.VisitDate, dates: ["2026-11-24"] });
  });

  it("dates prefetched for another product or sale are dropped, and each open asks for its own", async () => {
    const { ticketing, early, api } = ticketingWith();
    early.prefetch(101, "group");
    await ticketing.open(untimed, "general");
    early.prefetch(999, "general");
    await ticketing.open(untimed, "general");
    await ticketing.open(untimed, "general");
    expect(callsTo(api, "dates")).toEqual([
      [101, "group"],
      [101, "general"],
      [999, "general"],
      [101, "general"],
      [101, "general"],
    ]);
  });

  it("prefetched dates are taken once: opening the product again asks anew", async () => {
    const { ticketing, early, api } = ticketingWith();
    early.prefetch(101, "general");
    await ticketing.open(untimed, "general");
    await ticketing.open(untimed, "general");
    expect(callsTo(api, "dates")).toEqual([
      [101, "general"],
      [101, "general"],
    ]);
  });

  it("a prefetched answer that failed is the page's failure, as if asked on opening", async () => {
    const { ticketing, early, view } = ticketingWith({ dates: () => TE.left(refusal(500)) });
    early.prefetch(101, "general");
    await ticketing.open(untimed, "general");
    expect(await view()).toMatchObject({ loading: null, failure: refusal(500) });
  });
});

describe("ticketing: order limits", () => {
  it("the per-order maximum refuses one more ticket, with the product's message, and asks nothing", async () => {
    const limited = aProduct({
      productId: 104,
      maxTicketsAllowedPerOrder: 2,
      maxTicketsAllowedPerOrderMsg: "Two tickets per order.",
    });
    const { ticketing, api, view } = ticketingWith();
    await ticketing.open(limited, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    await ticketing.addTicket(child);
    expect((await view()).limitError).toBeNull();
    await ticketing.addTicket(adult);
    expect(await view()).toMatchObject({
      selectedDiscounts: [
        { id: 10, promotionType: 0, ticketsCount: 1 },
        { id: 11, promotionType: 0, ticketsCount: 1 },
      ],
      limitError: { tag: "MAX_TICKETS_PER_ORDER", maximum: 2, message: "Two tickets per order." },
    });
    expect(callsTo(api, "inventory")).toHaveLength(2);
  });

  it("removing a ticket after the maximum was hit clears the limit error", async () => {
    const limited = aProduct({ productId: 104, maxTicketsAllowedPerOrder: 1 });
    const { ticketing, view } = ticketingWith();
    await ticketing.open(limited, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    await ticketing.addTicket(adult);
    expect((await view()).limitError).toMatchObject({ tag: "MAX_TICKETS_PER_ORDER", maximum: 1 });
    await ticketing.removeTicket(adult);
    expect((await view()).limitError).toBeNull();
  });
});

describe("ticketing: the cart product", () => {
  it("there is no cart product until a date and at least one ticket are chosen", async () => {
    const { ticketing } = ticketingWith();
    expect(ticketing.cartProduct("k1")).toBeNull();
    await ticketing.open(untimed, "general");
    await ticketing.chooseDate("2026-11-24");
    expect(ticketing.cartProduct("k1")).toBeNull();
    await ticketing.addTicket(adult);
    expect(ticketing.cartProduct("k1")).toEqual({
      key: "k1",
      productId: 101,
      name: untimed.name,
      categoryName: "products",
      visitDate: "2026-11-24",
      inventory: null,
      selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 1 }],
      discountPrices: { 10: 2500 },
    });
  });

  it("the cart product keeps the price each chosen ticket type was shown at for its date, and none of the types not chosen", async () => {
    const { ticketing } = ticketingWith({
      discounts: () =>
        TE.right([{ ...adult, price: 3500 }, { ...child, price: 1500 }, aDiscount({ id: 12 })]),
    });
    await ticketing.open(untimed, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(child);
    await ticketing.addTicket(adult);
    expect(ticketing.cartProduct("k1")?.discountPrices).toEqual({ 10: 3500, 11: 1500 });
  });

  it("a timed product needs an entry-time slot before it can go in the cart", async () => {
    const { ticketing } = ticketingWith();
    await ticketing.open(timed, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    expect(ticketing.cartProduct("k1")).toBeNull();
    ticketing.chooseInventory(morning);
    expect(ticketing.cartProduct("k1")).toMatchObject({ inventory: morning });
  });
});

describe("ticketing: stale answers", () => {
  it("a slow answer for an earlier date never overwrites a later choice", async () => {
    const earlier = pendingAnswer<readonly Discount[]>();
    const later = pendingAnswer<readonly Discount[]>();
    const answers = [earlier, later];
    const { ticketing, view } = ticketingWith({
      discounts: () => answers.shift()?.task ?? TE.right([]),
    });
    await ticketing.open(untimed, "general");
    const first = ticketing.chooseDate("2026-11-24");
    const second = ticketing.chooseDate("2026-11-25");
    const forLater = aDiscount({ id: 20, name: "Adult (25th)" });
    await later.succeed([forLater]);
    await earlier.succeed([aDiscount({ id: 30, name: "Adult (24th)" })]);
    await Promise.all([first, second]);
    expect(await view()).toMatchObject({
      activeDate: "2026-11-25",
      discounts: [forLater],
      loading: null,
    });
  });

  it("a slow inventory answer for an earlier date never overwrites a later choice", async () => {
    const slow = pendingAnswer<readonly Inventory[]>();
    const answers = [slow.task, TE.right([evening])];
    const { ticketing, view } = ticketingWith({ inventory: () => answers.shift() ?? TE.right([]) });
    await ticketing.open(timed, "general");
    await ticketing.chooseDate("2026-11-24");
    const adding = ticketing.addTicket(adult);
    await ticketing.chooseDate("2026-11-25");
    await slow.succeed([morning]);
    await adding;
    expect(await view()).toMatchObject({
      activeDate: "2026-11-25",
      inventory: [evening],
      activeInventory: null,
      loading: null,
    });
  });

  it("an inventory answer for tickets since removed never brings the slots back", async () => {
    const slow = pendingAnswer<readonly Inventory[]>();
    const { ticketing, view } = ticketingWith({ inventory: () => slow.task });
    await ticketing.open(timed, "general");
    await ticketing.chooseDate("2026-11-24");
    const adding = ticketing.addTicket(adult);
    await ticketing.removeTicket(adult);
    await slow.succeed([morning, evening]);
    await adding;
    expect(await view()).toMatchObject({
      selectedDiscounts: [],
      inventory: [],
      step: ProductPageStep.Tickets,
      loading: null,
    });
  });

  it("answers for a product left behind never reach the newly opened one", async () => {
    const slow = pendingAnswer<SaleDates>();
    const answers = [slow.task, TE.right(saleDatesOf(["2026-12-01"]))];
    const { ticketing, view } = ticketingWith({
      dates: () => answers.shift() ?? TE.right(saleDatesOf([])),
    });
    const leaving = ticketing.open(untimed, "general");
    await ticketing.open(timed, "general");
    await slow.succeed(saleDatesOf(["2026-11-24"]));
    await leaving;
    expect(await view()).toMatchObject({ product: timed, dates: ["2026-12-01"] });
  });

  it("a late subscriber gets the current product page", async () => {
    const { ticketing } = ticketingWith();
    await ticketing.open(untimed, "general");
    await ticketing.chooseDate("2026-11-24");
    expect(await firstValueFrom(ticketing.state$)).toMatchObject({
      product: untimed,
      activeDate: "2026-11-24",
      step: ProductPageStep.Tickets,
    });
  });
});

describe("ticketing: group problems", () => {
  const group = aProduct({
    productId: 106,
    categoryName: "productsGroups",
    groupSalesMinQty: 2,
    groupSalesAdvPurchaseDayCount: 3,
  });

  it("group problems are checked against today by the clock, before and after a date is chosen", async () => {
    const { ticketing, view } = ticketingWith({
      dates: () => TE.right(saleDatesOf(["2026-11-24", "2026-11-26"])),
    });
    await ticketing.open(group, "group");
    // Today at the venue is 22 November: the earliest group visit is the 25th.
    const advance = { tag: "GROUP_ADVANCE_PURCHASE", earliestDate: "2026-11-25", days: 3 };
    const minimum = { tag: "GROUP_MINIMUM_NOT_MET", minimum: 2 };
    expect((await view()).groupProblems).toEqual([minimum, advance]);
    await ticketing.chooseDate("2026-11-26");
    await ticketing.addTicket(adult);
    await ticketing.addTicket(adult);
    expect((await view()).groupProblems).toEqual([]);
    await ticketing.chooseDate("2026-11-24");
    expect((await view()).groupProblems).toEqual([advance]);
  });

  it("a product outside the groups category has no group problems", async () => {
    const { ticketing, view } = ticketingWith();
    await ticketing.open(untimed, "general");
    expect((await view()).groupProblems).toEqual([]);
  });
});

describe("ticketing: a typed group quantity", () => {
  const group = aProduct({ productId: 106, categoryName: "productsGroups", groupSalesMinQty: 10 });

  it("a typed quantity that meets the group minimum sets the count and loads the slots for it", async () => {
    const { ticketing, api, view } = ticketingWith();
    await ticketing.open(group, "group");
    await ticketing.chooseDate("2026-11-25");
    expect(await ticketing.typeTicketsCount(adult, 15)).toEqual(E.right(true));
    expect((await view()).selectedDiscounts).toEqual([
      { id: 10, promotionType: 0, ticketsCount: 15 },
    ]);
    expect(callsTo(api, "inventory").at(-1)?.[2]).toEqual([
      { id: 10, promotionType: 0, ticketsCount: 15 },
    ]);
  });

  it("a typed quantity below the group minimum is refused and nothing changes", async () => {
    const { ticketing, api, view } = ticketingWith();
    await ticketing.open(group, "group");
    await ticketing.chooseDate("2026-11-25");
    await ticketing.typeTicketsCount(adult, 12);
    const inventoryCalls = callsTo(api, "inventory").length;
    expect(await ticketing.typeTicketsCount(adult, 4)).toEqual(
      E.left({ tag: "GROUP_MINIMUM_NOT_MET", minimum: 10 }),
    );
    expect((await view()).selectedDiscounts).toEqual([
      { id: 10, promotionType: 0, ticketsCount: 12 },
    ]);
    expect(callsTo(api, "inventory")).toHaveLength(inventoryCalls);
  });
});

describe("ticketing: failures and a page with no product open", () => {
  it("a failed discounts call is shown as the failure, with no ticket types, on the date step", async () => {
    const { ticketing, view } = ticketingWith({
      discounts: () => TE.left({ tag: "UNREACHABLE", message: "timeout" }),
    });
    await ticketing.open(untimed, "general");
    const before = (await view()).step;
    await ticketing.chooseDate("2026-11-24");
    expect(await view()).toMatchObject({
      loading: null,
      failure: { tag: "UNREACHABLE", message: "timeout" },
      discounts: [],
      step: before,
    });
  });

  it("a failed slots call is shown as the failure, with no slots", async () => {
    const { ticketing, view } = ticketingWith({
      inventory: () => TE.left({ tag: "UNREACHABLE", message: "timeout" }),
    });
    await ticketing.open(timed, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    expect(await view()).toMatchObject({
      loading: null,
      failure: { tag: "UNREACHABLE", message: "timeout" },
      inventory: [],
    });
  });

  it("while a date's ticket types load, the page says so and shows none of the last date's types or slots", async () => {
    const discounts = pendingAnswer<readonly Discount[]>();
    const { ticketing, view } = ticketingWith({ discounts: () => discounts.task });
    await ticketing.open(timed, "general");
    const chosen = ticketing.chooseDate("2026-11-24");
    expect(await view()).toMatchObject({
      activeDate: "2026-11-24",
      loading: "discounts",
      discounts: [],
      inventory: [],
      activeInventory: null,
    });
    await discounts.succeed([adult]);
    await chosen;
  });

  it("before a product is open, choosing a date or adding a ticket asks nothing, and there is no cart product", async () => {
    const { ticketing, api } = ticketingWith();
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    expect(api.calls).toEqual([]);
    expect(ticketing.cartProduct("line-1")).toBeNull();
  });
});

describe("ticketing: before a product or a date is chosen", () => {
  it("before a product is open the page shows none, on the first step of a general sale, with no group problems", async () => {
    const { view } = ticketingWith();
    expect(await view()).toMatchObject({
      product: null,
      saleKind: "general",
      step: ProductPageStep.Default,
      loading: null,
      groupProblems: [],
    });
  });

  it("a count typed before a product is open is allowed and asks nothing", async () => {
    const { ticketing, api, view } = ticketingWith();
    expect(await ticketing.typeTicketsCount(adult, 3)).toEqual(E.right(true));
    expect(api.calls).toEqual([]);
    expect((await view()).selectedDiscounts).toEqual([]);
  });

  it("tickets chosen before a date ask no slots and make no cart product; choosing the date then asks the slots", async () => {
    const { ticketing, api } = ticketingWith();
    await ticketing.open(untimed, "general");
    await ticketing.addTicket(adult);
    expect(callsTo(api, "inventory")).toEqual([]);
    expect(ticketing.cartProduct("k1")).toBeNull();
    await ticketing.chooseDate("2026-11-24");
    expect(callsTo(api, "inventory")).toEqual([
      [101, "2026-11-24", [{ id: 10, promotionType: 0, ticketsCount: 1 }], "general"],
    ]);
    expect(ticketing.cartProduct("k1")).toMatchObject({ visitDate: "2026-11-24" });
  });

  it("while the slots for a selection load, the page says the inventory is loading", async () => {
    const slots = pendingAnswer<readonly Inventory[]>();
    const { ticketing, view } = ticketingWith({ inventory: () => slots.task });
    await ticketing.open(timed, "general");
    await ticketing.chooseDate("2026-11-24");
    const added = ticketing.addTicket(adult);
    expect(await view()).toMatchObject({ loading: "inventory", failure: null });
    await slots.succeed([morning]);
    await added;
    expect(await view()).toMatchObject({ loading: null, inventory: [morning] });
  });
});

describe("ticketing: Change opens a cart line with its choices", () => {
  const line = aCartProduct({
    key: "line-7",
    productId: 102,
    name: "Timed Entry",
    visitDate: "2026-11-25",
    inventory: evening,
    selectedDiscounts: [
      { id: 10, promotionType: 0, ticketsCount: 2 },
      { id: 11, promotionType: 0, ticketsCount: 1 },
    ],
  });

  it("opening a cart line chooses its date, tickets and entry time again, and the same line comes out, with its ticket types priced as shown now", async () => {
    const { ticketing, api, view } = ticketingWith();
    await ticketing.open(timed, "general", line);
    expect(await view()).toMatchObject({
      activeDate: "2026-11-25",
      selectedDiscounts: line.selectedDiscounts,
      activeInventory: evening,
      timeOfDay: "evening",
      step: ProductPageStep.EntryTime,
    });
    expect(callsTo(api, "inventory")).toEqual([
      [102, "2026-11-25", line.selectedDiscounts, "general"],
    ]);
    expect(ticketing.cartProduct("line-7")).toEqual({
      ...line,
      discountPrices: { 10: 2500, 11: 2500 },
    });
  });

  it("a line whose date is no longer on sale keeps its tickets and waits for another date", async () => {
    const { ticketing, view } = ticketingWith({
      dates: () => TE.right(saleDatesOf(["2026-11-24"])),
    });
    await ticketing.open(timed, "general", line);
    expect(await view()).toMatchObject({
      activeDate: null,
      selectedDiscounts: line.selectedDiscounts,
      step: ProductPageStep.VisitDate,
    });
    expect(ticketing.cartProduct("line-7")).toBeNull();
  });

  it("a line whose entry time no longer has room for its tickets has its date chosen and waits for another time", async () => {
    const { ticketing, view } = ticketingWith({
      inventory: () => TE.right([morning, { ...evening, remaining: 2 }]),
    });
    await ticketing.open(timed, "general", line);
    expect(await view()).toMatchObject({
      activeDate: "2026-11-25",
      activeInventory: null,
      step: ProductPageStep.TimeOfDay,
    });
  });

  it("a line of another product is not carried onto this one", async () => {
    const { ticketing, view } = ticketingWith();
    await ticketing.open(untimed, "general", line);
    expect(await view()).toMatchObject({ activeDate: null, selectedDiscounts: [] });
  });

  it("a product sold without a date gets the line's tickets for today", async () => {
    const today = aProduct({ productId: 102, isTimed: false, skipVisitDateSelection: true });
    const { ticketing, view } = ticketingWith();
    await ticketing.open(today, "general", { ...line, visitDate: null, inventory: null });
    expect(await view()).toMatchObject({
      activeDate: "2026-11-22",
      selectedDiscounts: line.selectedDiscounts,
    });
    expect(ticketing.cartProduct("line-7")).toMatchObject({
      visitDate: null,
      selectedDiscounts: line.selectedDiscounts,
    });
  });
});

describe("ticketing: vouchers and promo-code products ask web sales (spec §7)", () => {
  const memberAdult = aDiscount({ id: 81, name: "Member Adult", promotionType: 5 });
  const promoProduct = aProduct({
    productId: 108,
    isTimed: true,
    categoryName: "promoCodeProducts",
    promotionId: 41,
    appliedPromotions: [
      { promotionId: 42, discountId: 81, promotionType: 5, name: "Members" },
      { promotionId: 41, discountId: 81, promotionType: 5, name: "Members" },
    ],
  });
  const voucher = aProduct({ productId: 107, isTimed: true, voucherId: 9001, isVoucher: true });
  const webSalesDates = saleDatesOf(["2026-11-25"]);

  const withWebSales = () =>
    ticketingWith(
      {},
      {
        saleDates: () => TE.right(webSalesDates),
        promotionTickets: () => TE.right({ discounts: [memberAdult], inventory: [morning] }),
      },
    );

  it("a promo-code product's dates are web sales' product dates, and its promotions' inventory, asked with its promotion ids, gives its ticket types and slots", async () => {
    const { ticketing, api, webSales, view } = withWebSales();
    await ticketing.open(promoProduct, "general");
    expect((await view()).dates).toEqual(webSalesDates.dates);
    await ticketing.chooseDate("2026-11-25");
    expect((await view()).discounts).toEqual([memberAdult]);
    await ticketing.addTicket(memberAdult);
    expect(await view()).toMatchObject({ inventory: [morning], step: ProductPageStep.TimeOfDay });
    expect(callsTo(webSales, "saleDates")).toEqual([[108]]);
    expect(callsTo(webSales, "promotionTickets")).toEqual([
      [108, "2026-11-25", [41, 42]],
      [108, "2026-11-25", [41, 42]],
    ]);
    expect(api.calls).toEqual([]);
  });

  it("a voucher's dates are web sales' product dates; its barcodes' coded tickets take the ticketing API's types and slots", async () => {
    const { ticketing, api, webSales, view } = withWebSales();
    await ticketing.open(voucher, "general");
    expect((await view()).dates).toEqual(webSalesDates.dates);
    await ticketing.chooseDate("2026-11-25");
    const barcodes = [{ id: 10, promotionType: 3, ticketsCount: 1, code: "C3SN0001" }];
    await ticketing.useSelection(barcodes);
    expect(callsTo(webSales, "saleDates")).toEqual([[107]]);
    expect(callsTo(webSales, "promotionTickets")).toEqual([]);
    expect(callsTo(api, "discounts")).toEqual([[107, "2026-11-25", "general"]]);
    expect(callsTo(api, "inventory")).toEqual([[107, "2026-11-25", barcodes, "general"]]);
    expect(callsTo(api, "dates")).toEqual([]);
  });

  it("a listed product asks web sales nothing, whatever promotions it shows as badges", async () => {
    const listed = aProduct({
      productId: 102,
      isTimed: true,
      promotionId: 41,
      appliedPromotions: promoProduct.appliedPromotions,
    });
    const { ticketing, api, webSales } = withWebSales();
    await ticketing.open(listed, "general");
    await ticketing.chooseDate("2026-11-24");
    await ticketing.addTicket(adult);
    expect(webSales.calls).toEqual([]);
    expect(api.calls.map((call) => call.method)).toEqual(["dates", "discounts", "inventory"]);
  });

  it("a promo-code product sent without a promotion has web sales' dates and the ticketing API's ticket types and slots", async () => {
    const unpromoted = { ...promoProduct, promotionId: null, appliedPromotions: [] };
    const { ticketing, api, webSales } = withWebSales();
    await ticketing.open(unpromoted, "general");
    await ticketing.chooseDate("2026-11-25");
    await ticketing.addTicket(adult);
    expect(webSales.calls.map((call) => call.method)).toEqual(["saleDates"]);
    expect(api.calls.map((call) => call.method)).toEqual(["discounts", "inventory"]);
  });

  it("dates prefetched from the ticketing API are not a voucher's: its page takes web sales' dates", async () => {
    const { ticketing, early, webSales, view } = withWebSales();
    early.prefetch(107, "general");
    await ticketing.open(voucher, "general");
    expect((await view()).dates).toEqual(webSalesDates.dates);
    expect(callsTo(webSales, "saleDates")).toEqual([[107]]);
  });

  it("a failed web-sales dates or promotions call is the page's failure, as the ticketing API's are, and asking again recovers", async () => {
    const down = { tag: "UNREACHABLE", message: "timeout" } as const;
    const dates = ticketingWith({}, { saleDates: () => TE.left(down) });
    await dates.ticketing.open(promoProduct, "general");
    expect(await dates.view()).toMatchObject({
      loading: null,
      failure: down,
      step: ProductPageStep.Default,
    });

    const answers = [TE.left(down), TE.right({ discounts: [memberAdult], inventory: [morning] })];
    const types = ticketingWith(
      {},
      {
        saleDates: () => TE.right(webSalesDates),
        promotionTickets: () => answers.shift() ?? TE.left(down),
      },
    );
    await types.ticketing.open(promoProduct, "general");
    await types.ticketing.chooseDate("2026-11-25");
    expect(await types.view()).toMatchObject({ loading: null, failure: down, discounts: [] });
    await types.ticketing.chooseDate("2026-11-25");
    expect(await types.view()).toMatchObject({ failure: null, discounts: [memberAdult] });
  });

  it("a failed promotions call for the slots is the page's failure, with no slots", async () => {
    const down = { tag: "UNREACHABLE", message: "timeout" } as const;
    const answers = [TE.right({ discounts: [memberAdult], inventory: [morning] }), TE.left(down)];
    const { ticketing, view } = ticketingWith(
      {},
      {
        saleDates: () => TE.right(webSalesDates),
        promotionTickets: () => answers.shift() ?? TE.left(down),
      },
    );
    await ticketing.open(promoProduct, "general");
    await ticketing.chooseDate("2026-11-25");
    await ticketing.addTicket(memberAdult);
    expect(await view()).toMatchObject({ loading: null, failure: down, inventory: [] });
  });
});
