import * as E from "fp-ts/lib/Either.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { routes } from "#contract/routes.js";
import { refusal } from "../support/scripted.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";
import { createTicketDocumentsHttp } from "../../src/adapters/http/ticketDocumentsHttp.js";
import { createViewTickets } from "../../src/application/viewTickets/viewTickets.js";
import type { Ticket } from "../../src/domain/order.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import { recorded, settled } from "../async.js";
import { aTicket } from "../builders.js";
import { manualClock } from "../support/manualClock.js";
import { memoryOfflineTickets } from "../../src/adapters/memory/offlineTickets.js";

const tickets = [aTicket({ ticketId: 1 }), aTicket({ ticketId: 2, barcode: "TKT0000002" })];

/** 10:00 at the venue on November 21, 2026, the day before the tickets' visit. */
const dayBeforeTheVisit = new Date("2026-11-21T18:00:00Z");

const viewTicketsAnswering = (
  answer: TE.TaskEither<ApiFailure, readonly Ticket[]>,
  device: {
    readonly offlineTickets?: ReturnType<typeof memoryOfflineTickets>;
    readonly now?: Date;
  } = {},
) => {
  const webSales = scriptedWebSales({ viewTickets: () => answer });
  const ticketDocuments = createTicketDocumentsHttp(() => "https://api.example");
  const offlineTickets = device.offlineTickets ?? memoryOfflineTickets();
  const clock = manualClock(device.now ?? dayBeforeTheVisit);
  return {
    viewTickets: createViewTickets({ webSales, ticketDocuments, offlineTickets, clock }),
    webSales,
    offlineTickets,
    clock,
  };
};

describe("view tickets", () => {
  it("the tickets of a confirmation number are loaded, trimmed, and shown", async () => {
    const { viewTickets, webSales } = viewTicketsAnswering(TE.right(tickets));
    const states = recorded(viewTickets.state$);
    await viewTickets.load(" CONF-5001 ");
    expect(webSales.calls).toEqual([{ method: "viewTickets", args: ["CONF-5001"] }]);
    expect(states).toEqual([
      { status: "idle" },
      { status: "loading" },
      { status: "ready", value: tickets },
    ]);
  });

  it("view tickets without a confirmation number is CONFIRMATION_NOT_VALID; an empty answer is NO_TICKET; a failure is UNEXPECTED_ERROR", async () => {
    for (const missing of [null, "", "   "]) {
      const { viewTickets, webSales } = viewTicketsAnswering(TE.right(tickets));
      await viewTickets.load(missing);
      expect(await firstValueFrom(viewTickets.state$)).toEqual({
        status: "failed",
        error: { tag: "CONFIRMATION_NOT_VALID" },
      });
      expect(webSales.calls).toEqual([]);
    }

    const empty = viewTicketsAnswering(TE.right([]));
    await empty.viewTickets.load("CONF-5001");
    expect(await firstValueFrom(empty.viewTickets.state$)).toEqual({
      status: "failed",
      error: { tag: "NO_TICKET" },
    });

    for (const failure of [
      refusal(404, "Not found"),
      { tag: "UNREACHABLE", message: "down" } as const,
    ]) {
      const failing = viewTicketsAnswering(TE.left(failure));
      await failing.viewTickets.load("CONF-5001");
      expect(await firstValueFrom(failing.viewTickets.state$)).toEqual({
        status: "failed",
        error: { tag: "UNEXPECTED_ERROR" },
      });
    }
  });

  it("a cancelled order's refusal (Code 4091) is ORDER_CANCELED; an API that answers it with an empty list still gets NO_TICKET", async () => {
    const refused = viewTicketsAnswering(TE.left(refusal(4091, "Order canceled")));
    await refused.viewTickets.load("CONF-5001");
    expect(await firstValueFrom(refused.viewTickets.state$)).toEqual({
      status: "failed",
      error: { tag: "ORDER_CANCELED" },
    });

    const tolerant = viewTicketsAnswering(TE.right([]));
    await tolerant.viewTickets.load("CONF-5001");
    expect(await firstValueFrom(tolerant.viewTickets.state$)).toEqual({
      status: "failed",
      error: { tag: "NO_TICKET" },
    });
  });

  it("a throttled view tickets is THROTTLED with the wait the API asked for", async () => {
    const throttled = { tag: "THROTTLED" as const, retryAfterSeconds: 42 };
    const { viewTickets } = viewTicketsAnswering(TE.left(throttled));
    await viewTickets.load("CONF-5001");
    expect(await firstValueFrom(viewTickets.state$)).toEqual({
      status: "failed",
      error: throttled,
    });
  });

  it("a late subscriber gets the tickets already loaded", async () => {
    const { viewTickets } = viewTicketsAnswering(TE.right(tickets));
    await viewTickets.load("CONF-5001");
    expect(await firstValueFrom(viewTickets.state$)).toEqual({ status: "ready", value: tickets });
  });

  it("the tickets on screen stay there while they are asked for again, then show the new answer", async () => {
    const cancelled = refusal(404, "Not found");
    let answer: TE.TaskEither<ApiFailure, readonly Ticket[]> = TE.right(tickets);
    const { viewTickets, webSales } = viewTicketsAnswering(() => answer());
    await viewTickets.load("CONF-5001");
    const states = recorded(viewTickets.state$);
    answer = TE.left(cancelled);
    await viewTickets.load("CONF-5001");
    expect(webSales.calls).toHaveLength(2);
    expect(states).toEqual([
      { status: "ready", value: tickets },
      { status: "failed", error: { tag: "UNEXPECTED_ERROR" } },
    ]);
  });

  it("asked for again after they failed, the tickets show as loading, not as the failure", async () => {
    let answer: TE.TaskEither<ApiFailure, readonly Ticket[]> = TE.left(refusal(404, "Not found"));
    const { viewTickets } = viewTicketsAnswering(() => answer());
    await viewTickets.load("CONF-5001");
    const states = recorded(viewTickets.state$);
    answer = TE.right(tickets);
    await viewTickets.load("CONF-5001");
    expect(states).toEqual([
      { status: "failed", error: { tag: "UNEXPECTED_ERROR" } },
      { status: "loading" },
      { status: "ready", value: tickets },
    ]);
  });

  it("another order's tickets are not shown while the guest's are asked for", async () => {
    const { viewTickets } = viewTicketsAnswering(TE.right(tickets));
    await viewTickets.load("CONF-5001");
    const states = recorded(viewTickets.state$);
    await viewTickets.load("CONF-6002");
    expect(states).toEqual([
      { status: "ready", value: tickets },
      { status: "loading" },
      { status: "ready", value: tickets },
    ]);
  });

  it("an answer for tickets asked before a newer request is never shown", async () => {
    let release: (value: E.Either<ApiFailure, readonly Ticket[]>) => void = () => undefined;
    const slow = () => new Promise<E.Either<ApiFailure, readonly Ticket[]>>((r) => (release = r));
    const { viewTickets } = viewTicketsAnswering(slow);
    const first = viewTickets.load("CONF-5001");
    const states = recorded(viewTickets.state$);
    // The request leaves once the device's expired copies are gone.
    await settled();
    void viewTickets.load(" ");
    release(E.right(tickets));
    await first;
    expect(states).toEqual([
      { status: "loading" },
      { status: "failed", error: { tag: "CONFIRMATION_NOT_VALID" } },
    ]);
  });

  it("the tickets' files download from the API's document routes, the confirmation number and barcode encoded", () => {
    const { viewTickets } = viewTicketsAnswering(TE.right(tickets));
    const { documents } = viewTickets;
    expect(documents.pdfUrl("CONF 5001&x")).toBe(
      `https://api.example${routes.ticketsPdf.path}?orderConfirmation=CONF%205001%26x`,
    );
    expect(documents.walletPassUrl("CONF 5001&x", "B/1")).toBe(
      `https://api.example${routes.walletPass.path}?orderConfirmation=CONF%205001%26x&barcode=B%2F1`,
    );
    expect(documents.calendarUrl("CONF-5001")).toBe(
      `https://api.example${routes.calendar.path}?orderConfirmation=CONF-5001`,
    );
  });
});

/** A device's copy of an order's tickets for a visit day. */
const copyOf = (orderConfirmation: string, visitDate: string) => ({
  orderConfirmation,
  tickets: [aTicket({ visitDate }), aTicket({ ticketId: 2, visitDate })],
});

const keptNumbers = (offlineTickets: ReturnType<typeof memoryOfflineTickets>) =>
  offlineTickets.kept().map((copy) => copy.orderConfirmation);

describe("view tickets: the device's offline copies", () => {
  it("a copy whose visit day is over at the venue is removed before any tickets are asked for (offline, the worker would answer with it); today's and later visits' stay", async () => {
    const offlineTickets = memoryOfflineTickets([
      copyOf("CONF-1", "2026-11-20"),
      copyOf("CONF-2", "2026-11-21"),
      copyOf("CONF-3", "2026-12-24"),
    ]);
    let keptWhenAsked: readonly string[] = [];
    const webSales = scriptedWebSales({
      viewTickets: () => () => {
        keptWhenAsked = keptNumbers(offlineTickets);
        return Promise.resolve(E.right(tickets));
      },
    });
    const viewTickets = createViewTickets({
      webSales,
      ticketDocuments: createTicketDocumentsHttp(() => ""),
      offlineTickets,
      clock: manualClock(dayBeforeTheVisit),
    });
    await viewTickets.load("CONF-5001");
    expect(keptWhenAsked).toEqual(["CONF-2", "CONF-3"]);
  });

  it("a copy lasts until midnight at the venue: on the visit day late in the evening it stays, a second after midnight it goes", async () => {
    const lateOnTheDay = viewTicketsAnswering(TE.right(tickets), {
      offlineTickets: memoryOfflineTickets([copyOf("CONF-2", "2026-11-22")]),
      now: new Date("2026-11-23T07:59:59Z"),
    });
    await lateOnTheDay.viewTickets.load("CONF-5001");
    expect(keptNumbers(lateOnTheDay.offlineTickets)).toEqual(["CONF-2"]);
    const nextDay = viewTicketsAnswering(TE.right(tickets), {
      offlineTickets: memoryOfflineTickets([copyOf("CONF-2", "2026-11-22")]),
      now: new Date("2026-11-23T08:00:01Z"),
    });
    await nextDay.viewTickets.load("CONF-5001");
    expect(keptNumbers(nextDay.offlineTickets)).toEqual([]);
  });

  it("a copy that cannot be read (no tickets in it) is removed before any tickets are asked for", async () => {
    const { viewTickets, offlineTickets } = viewTicketsAnswering(TE.right(tickets), {
      offlineTickets: memoryOfflineTickets([{ orderConfirmation: "CONF-1", tickets: [] }]),
    });
    await viewTickets.load("CONF-5001");
    expect(keptNumbers(offlineTickets)).toEqual([]);
  });

  it("an order with no tickets any more (NO_TICKET, ORDER_CANCELED) has its copy removed, whatever case it was kept in; other orders' stay", async () => {
    for (const answer of [TE.right([]), TE.left(refusal(4091, "Order canceled"))]) {
      const { viewTickets, offlineTickets } = viewTicketsAnswering(answer, {
        offlineTickets: memoryOfflineTickets([
          copyOf("conf-5001", "2026-11-22"),
          copyOf("CONF-6002", "2026-11-22"),
        ]),
      });
      await viewTickets.load("CONF-5001");
      expect(keptNumbers(offlineTickets)).toEqual(["CONF-6002"]);
    }
  });

  it("a failure that says nothing of the order (no network, an unexpected refusal, throttled) leaves its copy for the gate", async () => {
    for (const failure of [
      { tag: "UNREACHABLE", message: "down" } as const,
      refusal(500, "Server error"),
      { tag: "THROTTLED", retryAfterSeconds: 30 } as const,
    ]) {
      const { viewTickets, offlineTickets } = viewTicketsAnswering(TE.left(failure), {
        offlineTickets: memoryOfflineTickets([copyOf("CONF-5001", "2026-11-22")]),
      });
      await viewTickets.load("CONF-5001");
      expect(keptNumbers(offlineTickets)).toEqual(["CONF-5001"]);
    }
  });

  it("a past visit's tickets that the API still answers are shown, and no copy of them is kept", async () => {
    const { viewTickets, offlineTickets } = viewTicketsAnswering(TE.right(tickets), {
      offlineTickets: memoryOfflineTickets([copyOf("CONF-5001", "2026-11-30")]),
      now: new Date("2026-11-24T18:00:00Z"),
    });
    await viewTickets.load("CONF-5001");
    expect(await firstValueFrom(viewTickets.state$)).toEqual({ status: "ready", value: tickets });
    expect(keptNumbers(offlineTickets)).toEqual([]);
  });

  it("standing tickets of a coming visit keep their copy", async () => {
    const { viewTickets, offlineTickets } = viewTicketsAnswering(TE.right(tickets), {
      offlineTickets: memoryOfflineTickets([copyOf("CONF-5001", "2026-11-22")]),
    });
    await viewTickets.load("CONF-5001");
    expect(keptNumbers(offlineTickets)).toEqual(["CONF-5001"]);
  });
});

describe("view tickets: Remove tickets from this device", () => {
  it("removes the shown order's copy and takes the tickets off the screen, and says it is done", async () => {
    const { viewTickets, offlineTickets } = viewTicketsAnswering(TE.right(tickets), {
      offlineTickets: memoryOfflineTickets([
        copyOf("CONF-5001", "2026-11-22"),
        copyOf("CONF-6002", "2026-11-22"),
      ]),
    });
    await viewTickets.load("CONF-5001");
    const removals = recorded(viewTickets.removal$);
    await viewTickets.removeFromDevice();
    expect(removals).toEqual([{ status: "none" }, { status: "removing" }, { status: "removed" }]);
    expect(keptNumbers(offlineTickets)).toEqual(["CONF-6002"]);
    expect(await firstValueFrom(viewTickets.state$)).toEqual({ status: "idle" });
  });

  it("a device that will not remove the copy says so, and the tickets stay shown", async () => {
    const offlineTickets = {
      copies: () => TE.right([copyOf("CONF-5001", "2026-11-22")]),
      remove: () => TE.left({ tag: "DEVICE_STORAGE_REFUSED" as const }),
    };
    const viewTickets = createViewTickets({
      webSales: scriptedWebSales({ viewTickets: () => TE.right(tickets) }),
      ticketDocuments: createTicketDocumentsHttp(() => ""),
      offlineTickets,
      clock: manualClock(dayBeforeTheVisit),
    });
    await viewTickets.load("CONF-5001");
    await viewTickets.removeFromDevice();
    expect(await firstValueFrom(viewTickets.removal$)).toEqual({ status: "refused" });
    expect(await firstValueFrom(viewTickets.state$)).toEqual({ status: "ready", value: tickets });
  });

  it("a device that will not read its copies says the tickets were not removed", async () => {
    const viewTickets = createViewTickets({
      webSales: scriptedWebSales({ viewTickets: () => TE.right(tickets) }),
      ticketDocuments: createTicketDocumentsHttp(() => ""),
      offlineTickets: {
        copies: () => TE.left({ tag: "DEVICE_STORAGE_REFUSED" as const }),
        remove: () => TE.right(undefined),
      },
      clock: manualClock(dayBeforeTheVisit),
    });
    await viewTickets.load("CONF-5001");
    expect(await firstValueFrom(viewTickets.state$)).toEqual({ status: "ready", value: tickets });
    await viewTickets.removeFromDevice();
    expect(await firstValueFrom(viewTickets.removal$)).toEqual({ status: "refused" });
  });

  it("removing takes every copy of the order's number, whatever case it was kept in", async () => {
    const { viewTickets, offlineTickets } = viewTicketsAnswering(TE.right(tickets), {
      offlineTickets: memoryOfflineTickets([
        copyOf("conf-5001", "2026-11-22"),
        copyOf("CONF-5001", "2026-11-22"),
        copyOf("CONF-6002", "2026-11-22"),
      ]),
    });
    await viewTickets.load("Conf-5001");
    await viewTickets.removeFromDevice();
    expect(keptNumbers(offlineTickets)).toEqual(["CONF-6002"]);
  });

  it("with no tickets shown, or while a removal is on its way, nothing is removed", async () => {
    const failing = viewTicketsAnswering(TE.left(refusal(500, "Server error")), {
      offlineTickets: memoryOfflineTickets([copyOf("CONF-5001", "2026-11-22")]),
    });
    await failing.viewTickets.removeFromDevice();
    await failing.viewTickets.load("CONF-5001");
    await failing.viewTickets.removeFromDevice();
    expect(keptNumbers(failing.offlineTickets)).toEqual(["CONF-5001"]);
    expect(await firstValueFrom(failing.viewTickets.removal$)).toEqual({ status: "none" });

    let removals = 0;
    let finish: () => void = () => undefined;
    const slowDevice = {
      copies: () => TE.right([copyOf("CONF-5001", "2026-11-22")]),
      remove: () => () => {
        removals++;
        return new Promise<E.Either<never, void>>((resolve) => {
          finish = () => {
            resolve(E.right(undefined));
          };
        });
      },
    };
    const viewTickets = createViewTickets({
      webSales: scriptedWebSales({ viewTickets: () => TE.right(tickets) }),
      ticketDocuments: createTicketDocumentsHttp(() => ""),
      offlineTickets: slowDevice,
      clock: manualClock(dayBeforeTheVisit),
    });
    await viewTickets.load("CONF-5001");
    const first = viewTickets.removeFromDevice();
    await viewTickets.removeFromDevice();
    finish();
    await first;
    expect(removals).toBe(1);
  });

  it("once removed, the address without its number still says so; the next number asked for starts afresh", async () => {
    const { viewTickets } = viewTicketsAnswering(TE.right(tickets));
    await viewTickets.load("CONF-5001");
    await viewTickets.removeFromDevice();
    await viewTickets.load(null);
    expect(await firstValueFrom(viewTickets.removal$)).toEqual({ status: "removed" });
    await viewTickets.load("CONF-6002");
    expect(await firstValueFrom(viewTickets.removal$)).toEqual({ status: "none" });
    expect(await firstValueFrom(viewTickets.state$)).toEqual({ status: "ready", value: tickets });
  });

  it("an answer on its way for the removed tickets never brings them back on screen", async () => {
    let answers = 0;
    let release: (value: E.Either<ApiFailure, readonly Ticket[]>) => void = () => undefined;
    const { viewTickets } = viewTicketsAnswering(() =>
      ++answers === 1
        ? Promise.resolve(E.right(tickets))
        : new Promise<E.Either<ApiFailure, readonly Ticket[]>>((r) => (release = r)),
    );
    await viewTickets.load("CONF-5001");
    const again = viewTickets.load("CONF-5001");
    await settled();
    await viewTickets.removeFromDevice();
    release(E.right(tickets));
    await again;
    expect(await firstValueFrom(viewTickets.state$)).toEqual({ status: "idle" });
  });
});
