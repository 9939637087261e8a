import * as E from "fp-ts/lib/Either.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { routes } from "#contract/routes.js";
import { refusal } from "../support/scripted.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";
import { createTicketDocumentsHttp } from "../../src/adapters/http/ticketDocumentsHttp.js";
import { createViewTickets } from "../../src/application/viewTickets/index.js";
import type { Ticket } from "../../src/domain/order.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import { recorded } from "../async.js";
import { aTicket } from "../builders.js";

const tickets = [aTicket({ ticketId: 1 }), aTicket({ ticketId: 2, barcode: "TKT0000002" })];

const viewTicketsAnswering = (answer: TE.TaskEither<ApiFailure, readonly Ticket[]>) => {
  const webSales = scriptedWebSales({ viewTickets: () => answer });
  const ticketDocuments = createTicketDocumentsHttp(() => "https://api.example");
  return { viewTickets: createViewTickets({ webSales, ticketDocuments }), webSales };
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
