import * as TE from "fp-ts/lib/TaskEither.js";
import { describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";
import { createCancelTickets } from "../../src/application/cancelTickets/cancelTickets.js";
import type { CancelTicketsQuote, OrderTicket } from "../../src/domain/order.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { memoryOfflineTickets } from "../../src/adapters/memory/offlineTickets.js";
import { pendingAnswer, recorded } from "../async.js";
import { aTicket, anOrderSummary, anOrderTicket } from "../builders.js";

const ticket = (ticketId: number, cancellable = true): OrderTicket =>
  anOrderTicket({ ticketId, cancellable });

const order = anOrderSummary({
  orderId: 5001,
  orderConfirmation: "CONF-5001",
  email: "guest@example.com",
  numberOfTickets: 3,
  tickets: [ticket(11), ticket(12), ticket(13, false)],
});

const quote = { refund: 3853, ticketsKept: 2, keptWorth: 7708 };

const cancelTicketsWith = (answers: Partial<WebSalesApi>) => {
  const webSales = scriptedWebSales({
    quoteCancelTickets: () => TE.right(quote),
    cancelTickets: () => TE.right({ refunded: 3853, ticketsKept: 2 }),
    ...answers,
  });
  const offlineTickets = memoryOfflineTickets([
    { orderConfirmation: "CONF-5001", tickets: [aTicket({ orderId: 5001 })] },
  ]);
  const cancelTickets = createCancelTickets({ webSales, offlineTickets });
  cancelTickets.open(order);
  return { cancelTickets, webSales, offlineTickets };
};

describe("cancel some tickets", () => {
  it("the guest sees the refund for the tickets chosen before confirming, then the chosen tickets are cancelled", async () => {
    const { cancelTickets, webSales } = cancelTicketsWith({});
    const states = recorded(cancelTickets.state$);
    cancelTickets.choose(12, true);
    cancelTickets.choose(11, true);
    await cancelTickets.quote();
    await cancelTickets.confirm();

    expect(webSales.calls).toEqual([
      { method: "quoteCancelTickets", args: [5001, "guest@example.com", [11, 12]] },
      { method: "cancelTickets", args: [5001, "guest@example.com", [11, 12]] },
    ]);
    expect(states.map((state) => state.status)).toEqual([
      "choosing",
      "choosing",
      "choosing",
      "quoting",
      "quoted",
      "cancelling",
      "cancelled",
    ]);
    expect(cancelTickets.current()).toEqual({
      status: "cancelled",
      order,
      cancelled: { refunded: 3853, ticketsKept: 2 },
    });
  });

  it("nothing is cancelled before its refund is shown, and a change of choice drops the refund shown", async () => {
    const { cancelTickets, webSales } = cancelTicketsWith({});
    cancelTickets.choose(11, true);
    await cancelTickets.confirm();
    expect(webSales.calls).toEqual([]);

    await cancelTickets.quote();
    cancelTickets.choose(12, true);
    await cancelTickets.confirm();
    expect(webSales.calls.map((call) => call.method)).toEqual(["quoteCancelTickets"]);
    expect(cancelTickets.current()).toMatchObject({ status: "choosing", chosen: [11, 12] });
  });

  it("a ticket that may not be cancelled is never chosen, and nothing chosen asks nothing", async () => {
    const { cancelTickets, webSales } = cancelTicketsWith({});
    cancelTickets.choose(13, true);
    cancelTickets.choose(99, true);
    await cancelTickets.quote();
    expect(cancelTickets.current()).toMatchObject({ status: "choosing", chosen: [] });
    expect(webSales.calls).toEqual([]);
  });

  it("a group left below its minimum is GROUP_BELOW_MINIMUM with the API's words, a ticket not cancellable NOT_REFUNDABLE, anything else CANCEL_FAILED", async () => {
    const cases = [
      {
        failure: refusal(4093, "A group booking keeps at least 10 tickets."),
        error: {
          tag: "GROUP_BELOW_MINIMUM",
          message: "A group booking keeps at least 10 tickets.",
        },
      },
      { failure: refusal(5005), error: { tag: "NOT_REFUNDABLE" } },
      { failure: refusal(400), error: { tag: "CANCEL_FAILED" } },
      {
        failure: { tag: "UNREACHABLE" as const, message: "down" },
        error: { tag: "CANCEL_FAILED" },
      },
      {
        failure: { tag: "THROTTLED" as const, retryAfterSeconds: 60 },
        error: { tag: "THROTTLED", retryAfterSeconds: 60 },
      },
    ];
    for (const { failure, error } of cases) {
      const { cancelTickets } = cancelTicketsWith({ quoteCancelTickets: () => TE.left(failure) });
      cancelTickets.choose(11, true);
      await cancelTickets.quote();
      expect(cancelTickets.current()).toMatchObject({ status: "refused", chosen: [11], error });
    }
  });

  it("a refused cancellation changes nothing on the device and may be asked again", async () => {
    let answer: TE.TaskEither<ApiFailure, CancelTicketsQuote> = TE.left(refusal(400));
    const { cancelTickets, offlineTickets } = cancelTicketsWith({
      quoteCancelTickets: () => answer,
    });
    cancelTickets.choose(11, true);
    await cancelTickets.quote();
    expect(offlineTickets.kept()).toHaveLength(1);
    answer = TE.right(quote);
    await cancelTickets.quote();
    expect(cancelTickets.current()).toMatchObject({ status: "quoted", quote });
  });

  it("once tickets are cancelled the device's copy of the order goes: offline it never shows them", async () => {
    const { cancelTickets, offlineTickets } = cancelTicketsWith({});
    cancelTickets.choose(11, true);
    await cancelTickets.quote();
    await cancelTickets.confirm();
    expect(offlineTickets.kept()).toEqual([]);
  });

  it("a second confirm while the first is on its way cancels once", async () => {
    const answer = pendingAnswer<{ refunded: number; ticketsKept: number }>();
    const { cancelTickets, webSales } = cancelTicketsWith({ cancelTickets: () => answer.task });
    cancelTickets.choose(11, true);
    await cancelTickets.quote();
    const first = cancelTickets.confirm();
    const second = cancelTickets.confirm();
    await answer.succeed({ refunded: 3853, ticketsKept: 2 });
    await Promise.all([first, second]);
    expect(webSales.calls.filter((call) => call.method === "cancelTickets")).toHaveLength(1);
  });
});
