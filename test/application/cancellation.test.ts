import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";
import { createCancellation } from "../../src/application/cancellation/cancellation.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { pendingAnswer, recorded } from "../async.js";
import { memoryOfflineTickets } from "../../src/adapters/memory/offlineTickets.js";
import { aTicket, anOrderSummary } from "../builders.js";

const order = anOrderSummary({ orderId: 5001, email: "guest@example.com" });

/** This order's copy and another order's, kept on the device for the gate. */
const keptCopies = () =>
  memoryOfflineTickets([
    { orderConfirmation: "conf-5001", tickets: [aTicket({ orderId: 5001 })] },
    { orderConfirmation: "CONF-6002", tickets: [aTicket({ orderId: 6002 })] },
  ]);

const cancellationWith = (answers: Partial<WebSalesApi>) => {
  const webSales = scriptedWebSales({ searchOrder: () => TE.right(order), ...answers });
  const offlineTickets = keptCopies();
  return {
    cancellation: createCancellation({ webSales, offlineTickets }),
    webSales,
    offlineTickets,
  };
};

const keptNumbers = (offlineTickets: ReturnType<typeof keptCopies>) =>
  offlineTickets.kept().map((copy) => copy.orderConfirmation);

const refundCalls = (webSales: ReturnType<typeof scriptedWebSales>) =>
  webSales.calls.filter((call) => call.method === "refund");

describe("cancellation: looking the order up", () => {
  it("an order is looked up by its number and trimmed e-mail, and its details are shown", async () => {
    const { cancellation, webSales } = cancellationWith({});
    const states = recorded(cancellation.state$);
    await cancellation.lookUp(5001, "  guest@example.com ");
    expect(webSales.calls).toEqual([{ method: "searchOrder", args: [5001, "guest@example.com"] }]);
    expect(states).toEqual([
      { status: "none" },
      { status: "searching" },
      { status: "found", order },
    ]);
  });

  it("order lookup Code 17 is ORDER_NOT_FOUND, anything else ORDER_LOOKUP_FAILED", async () => {
    const cases = [
      { failure: refusal(17, "Order not found"), tag: "ORDER_NOT_FOUND" },
      { failure: refusal(400, "Bad e-mail"), tag: "ORDER_LOOKUP_FAILED" },
      { failure: { tag: "UNREACHABLE" as const, message: "down" }, tag: "ORDER_LOOKUP_FAILED" },
      {
        failure: { tag: "UNEXPECTED_ANSWER" as const, field: "orderId" },
        tag: "ORDER_LOOKUP_FAILED",
      },
    ];
    for (const { failure, tag } of cases) {
      const { cancellation } = cancellationWith({ searchOrder: () => TE.left(failure) });
      await cancellation.lookUp(5001, "guest@example.com");
      expect(await firstValueFrom(cancellation.state$)).toEqual({
        status: "not-found",
        error: { tag },
      });
    }
  });
});

describe("cancellation: throttled", () => {
  const throttled = { tag: "THROTTLED" as const, retryAfterSeconds: 42 };

  it("a throttled look-up is THROTTLED with the wait the API asked for", async () => {
    const { cancellation } = cancellationWith({ searchOrder: () => TE.left(throttled) });
    await cancellation.lookUp(5001, "guest@example.com");
    expect(await firstValueFrom(cancellation.state$)).toEqual({
      status: "not-found",
      error: throttled,
    });
  });

  it("a throttled refund is THROTTLED, and the guest can try again later", async () => {
    const answers = [TE.left(throttled), TE.right(undefined)];
    const { cancellation } = cancellationWith({
      refund: () => answers.shift() ?? TE.right(undefined),
    });
    await cancellation.lookUp(5001, "guest@example.com");
    await cancellation.cancel(true);
    expect(await firstValueFrom(cancellation.state$)).toEqual({
      status: "error",
      order,
      error: throttled,
    });
    await cancellation.cancel(true);
    expect(await firstValueFrom(cancellation.state$)).toEqual({ status: "cancelled", order });
  });
});

describe("cancellation: cancelling", () => {
  it("with consent the found order is refunded and shown as cancelled", async () => {
    const { cancellation, webSales } = cancellationWith({ refund: () => TE.right(undefined) });
    await cancellation.lookUp(5001, "guest@example.com");
    const states = recorded(cancellation.state$);
    await cancellation.cancel(true);
    expect(refundCalls(webSales)).toEqual([
      { method: "refund", args: [5001, "guest@example.com"] },
    ]);
    expect(states).toEqual([
      { status: "found", order },
      { status: "cancelling", order },
      { status: "cancelled", order },
    ]);
  });

  it("a refunded order's tickets are removed from the device's offline copies, whatever case their number was kept in; other orders' stay", async () => {
    const { cancellation, offlineTickets } = cancellationWith({
      refund: () => TE.right(undefined),
    });
    await cancellation.lookUp(5001, "guest@example.com");
    await cancellation.cancel(true);
    expect(keptNumbers(offlineTickets)).toEqual(["CONF-6002"]);
  });

  it("a refund that fails or is not sent leaves the order's offline copy: its tickets still stand", async () => {
    const failing = cancellationWith({ refund: () => TE.left(refusal(500, "down")) });
    await failing.cancellation.lookUp(5001, "guest@example.com");
    await failing.cancellation.cancel(true);
    expect(keptNumbers(failing.offlineTickets)).toEqual(["conf-5001", "CONF-6002"]);
    const unsent = cancellationWith({ refund: () => TE.right(undefined) });
    await unsent.cancellation.lookUp(5001, "guest@example.com");
    await unsent.cancellation.cancel(false);
    expect(keptNumbers(unsent.offlineTickets)).toEqual(["conf-5001", "CONF-6002"]);
  });

  it("cancel without consent sends nothing", async () => {
    const { cancellation, webSales } = cancellationWith({ refund: () => TE.right(undefined) });
    await cancellation.lookUp(5001, "guest@example.com");
    await cancellation.cancel(false);
    expect(refundCalls(webSales)).toEqual([]);
    expect(await firstValueFrom(cancellation.state$)).toEqual({ status: "found", order });
  });

  it("an order found already cancelled is NOT_REFUNDABLE without asking the API", async () => {
    const cancelled = anOrderSummary({
      status: { tag: "CANCELLED", cancelledDate: "2026-11-21T10:00:00" },
    });
    const { cancellation, webSales } = cancellationWith({
      searchOrder: () => TE.right(cancelled),
      refund: () => TE.right(undefined),
    });
    await cancellation.lookUp(5001, "guest@example.com");
    await cancellation.cancel(true);
    expect(refundCalls(webSales)).toEqual([]);
    expect(await firstValueFrom(cancellation.state$)).toEqual({
      status: "error",
      order: cancelled,
      error: { tag: "NOT_REFUNDABLE" },
    });
  });

  it("cancel before an order is found sends nothing", async () => {
    const { cancellation, webSales } = cancellationWith({ refund: () => TE.right(undefined) });
    await cancellation.cancel(true);
    expect(webSales.calls).toEqual([]);
    expect(await firstValueFrom(cancellation.state$)).toEqual({ status: "none" });
  });

  it("a second cancel while the refund is on its way sends nothing", async () => {
    const answer = pendingAnswer<undefined>();
    const { cancellation, webSales } = cancellationWith({ refund: () => answer.task });
    await cancellation.lookUp(5001, "guest@example.com");
    const first = cancellation.cancel(true);
    await cancellation.cancel(true);
    await answer.succeed(undefined);
    await first;
    expect(refundCalls(webSales)).toHaveLength(1);
    expect(await firstValueFrom(cancellation.state$)).toEqual({ status: "cancelled", order });
  });

  it("refund Code 5005 is NOT_REFUNDABLE, any other failure REFUND_FAILED (the spec's ERROR)", async () => {
    const cases = [
      { failure: refusal(5005, "Not eligible"), tag: "NOT_REFUNDABLE" },
      { failure: refusal(17, "Order not found"), tag: "REFUND_FAILED" },
      { failure: { tag: "UNREACHABLE" as const, message: "down" }, tag: "REFUND_FAILED" },
    ];
    for (const { failure, tag } of cases) {
      const { cancellation } = cancellationWith({ refund: () => TE.left(failure) });
      await cancellation.lookUp(5001, "guest@example.com");
      await cancellation.cancel(true);
      expect(await firstValueFrom(cancellation.state$)).toEqual({
        status: "error",
        order,
        error: { tag },
      });
    }
  });

  it("after a REFUND_FAILED (the spec's ERROR) the guest can try again; after NOT_REFUNDABLE nothing is sent", async () => {
    const answers = [TE.left(refusal(500, "down")), TE.right(undefined)];
    const retried = cancellationWith({ refund: () => answers.shift() ?? TE.right(undefined) });
    await retried.cancellation.lookUp(5001, "guest@example.com");
    await retried.cancellation.cancel(true);
    await retried.cancellation.cancel(true);
    expect(await firstValueFrom(retried.cancellation.state$)).toEqual({
      status: "cancelled",
      order,
    });
    const refused = cancellationWith({ refund: () => TE.left(refusal(5005, "Not eligible")) });
    await refused.cancellation.lookUp(5001, "guest@example.com");
    await refused.cancellation.cancel(true);
    await refused.cancellation.cancel(true);
    expect(refundCalls(refused.webSales)).toHaveLength(1);
  });

  it("BACK or DONE starts over, and a late subscriber sees it", async () => {
    const { cancellation } = cancellationWith({ refund: () => TE.right(undefined) });
    await cancellation.lookUp(5001, "guest@example.com");
    await cancellation.cancel(true);
    expect(await firstValueFrom(cancellation.state$)).toEqual({ status: "cancelled", order });
    cancellation.reset();
    expect(await firstValueFrom(cancellation.state$)).toEqual({ status: "none" });
  });
});

describe("cancellation: the order looked up again after some of its tickets were cancelled", () => {
  const keptOne = anOrderSummary({ ...order, numberOfTickets: 1, totalPaid: 3500 });

  /** The look-ups answer in turn: the first finds the order, the next looks it up again. */
  const foundThen = (
    answers: readonly ReturnType<WebSalesApi["searchOrder"]>[],
    refund: WebSalesApi["refund"] = () => TE.right(undefined),
  ) => {
    const queue = [...answers];
    return cancellationWith({
      searchOrder: () => queue.shift() ?? TE.left(refusal(500, "no more answers")),
      refund,
    });
  };

  it("the found order is asked for again by its number and e-mail and shown as it stands now", async () => {
    const { cancellation, webSales } = foundThen([TE.right(order), TE.right(keptOne)]);
    await cancellation.lookUp(5001, "guest@example.com");
    const states = recorded(cancellation.state$);
    await cancellation.refresh();
    expect(webSales.calls.filter((call) => call.method === "searchOrder")).toEqual([
      { method: "searchOrder", args: [5001, "guest@example.com"] },
      { method: "searchOrder", args: [5001, "guest@example.com"] },
    ]);
    // No "searching" between: the guest stays on the order while it is asked for.
    expect(states).toEqual([
      { status: "found", order },
      { status: "found", order: keptOne },
    ]);
  });

  it("a look-up that fails leaves the order as it was found", async () => {
    const { cancellation } = foundThen([TE.right(order), TE.left(refusal(500, "down"))]);
    await cancellation.lookUp(5001, "guest@example.com");
    await cancellation.refresh();
    expect(await firstValueFrom(cancellation.state$)).toEqual({ status: "found", order });
  });

  it("an order left while it was asked for (BACK) is not brought back", async () => {
    const answer = pendingAnswer<typeof keptOne>();
    const { cancellation } = foundThen([TE.right(order), answer.task]);
    await cancellation.lookUp(5001, "guest@example.com");
    const refreshed = cancellation.refresh();
    cancellation.reset();
    await answer.succeed(keptOne);
    await refreshed;
    expect(await firstValueFrom(cancellation.state$)).toEqual({ status: "none" });
  });

  it("after a failed refund the order is found again as it stands; one not refundable online stays so", async () => {
    const failed = foundThen([TE.right(order), TE.right(keptOne)], () =>
      TE.left(refusal(500, "down")),
    );
    await failed.cancellation.lookUp(5001, "guest@example.com");
    await failed.cancellation.cancel(true);
    await failed.cancellation.refresh();
    expect(await firstValueFrom(failed.cancellation.state$)).toEqual({
      status: "found",
      order: keptOne,
    });

    const refused = foundThen([TE.right(order), TE.right(keptOne)], () =>
      TE.left(refusal(5005, "Not eligible")),
    );
    await refused.cancellation.lookUp(5001, "guest@example.com");
    await refused.cancellation.cancel(true);
    await refused.cancellation.refresh();
    expect(await firstValueFrom(refused.cancellation.state$)).toEqual({
      status: "error",
      order: keptOne,
      error: { tag: "NOT_REFUNDABLE" },
    });
  });

  it("before an order is found nothing is asked", async () => {
    const { cancellation, webSales } = cancellationWith({});
    await cancellation.refresh();
    expect(webSales.calls).toEqual([]);
  });
});

describe("cancellation: sending the tickets again", () => {
  const resendCalls = (webSales: ReturnType<typeof scriptedWebSales>) =>
    webSales.calls.filter((call) => call.method === "resendTickets");

  it("the found order's tickets go again to the order's own e-mail, and the guest is told where", async () => {
    const { cancellation, webSales } = cancellationWith({
      resendTickets: () => TE.right(undefined),
    });
    const states = recorded(cancellation.resend$);
    await cancellation.lookUp(5001, "guest@example.com");
    await cancellation.resendTickets();
    expect(resendCalls(webSales)).toEqual([
      { method: "resendTickets", args: [5001, "guest@example.com"] },
    ]);
    expect(states).toEqual([
      { status: "idle" },
      { status: "idle" },
      { status: "sending" },
      { status: "sent", email: "guest@example.com" },
    ]);
  });

  it("before an order is found, or while a resend is on its way, nothing is sent", async () => {
    const answer = pendingAnswer<undefined>();
    const { cancellation, webSales } = cancellationWith({ resendTickets: () => answer.task });
    await cancellation.resendTickets();
    expect(resendCalls(webSales)).toEqual([]);
    await cancellation.lookUp(5001, "guest@example.com");
    const first = cancellation.resendTickets();
    const second = cancellation.resendTickets();
    await answer.succeed(undefined);
    await Promise.all([first, second]);
    expect(resendCalls(webSales)).toHaveLength(1);
  });

  it("a refused resend is ORDER_NOT_FOUND for Code 17, ORDER_CANCELED for 4091, THROTTLED with its wait, else RESEND_FAILED", async () => {
    const throttled = { tag: "THROTTLED" as const, retryAfterSeconds: 42 };
    const cases = [
      { failure: refusal(17, "Order not found"), error: { tag: "ORDER_NOT_FOUND" } },
      { failure: refusal(4091, "Order canceled"), error: { tag: "ORDER_CANCELED" } },
      { failure: throttled, error: throttled },
      {
        failure: { tag: "UNREACHABLE" as const, message: "down" },
        error: { tag: "RESEND_FAILED" },
      },
    ];
    for (const { failure, error } of cases) {
      const { cancellation } = cancellationWith({ resendTickets: () => TE.left(failure) });
      await cancellation.lookUp(5001, "guest@example.com");
      await cancellation.resendTickets();
      expect(await firstValueFrom(cancellation.resend$)).toEqual({ status: "failed", error });
    }
  });

  it.each([404, 405])(
    "an API without the call (a bare %i) has it not offered: the refusal is told on that order, and it is never asked again this session",
    async (status) => {
      const { cancellation, webSales } = cancellationWith({
        resendTickets: () => TE.left(refusal(status, "Not Found")),
      });
      await cancellation.lookUp(5001, "guest@example.com");
      await cancellation.resendTickets();
      expect(await firstValueFrom(cancellation.resend$)).toEqual({
        status: "not-offered",
        error: { tag: "RESEND_FAILED" },
      });
      await cancellation.lookUp(5002, "guest@example.com");
      expect(await firstValueFrom(cancellation.resend$)).toEqual({
        status: "not-offered",
        error: null,
      });
      await cancellation.resendTickets();
      cancellation.reset();
      expect(await firstValueFrom(cancellation.resend$)).toEqual({
        status: "not-offered",
        error: null,
      });
      expect(resendCalls(webSales)).toHaveLength(1);
    },
  );

  it("a 404 with a Code of the API's own (an order it cannot find) is a refusal, not a missing call", async () => {
    const { cancellation } = cancellationWith({
      resendTickets: () => TE.left({ ...refusal(17, "Order not found"), status: 404 }),
    });
    await cancellation.lookUp(5001, "guest@example.com");
    await cancellation.resendTickets();
    expect(await firstValueFrom(cancellation.resend$)).toEqual({
      status: "failed",
      error: { tag: "ORDER_NOT_FOUND" },
    });
  });

  it("a new look-up or starting over forgets the last resend", async () => {
    const { cancellation } = cancellationWith({ resendTickets: () => TE.right(undefined) });
    await cancellation.lookUp(5001, "guest@example.com");
    await cancellation.resendTickets();
    await cancellation.lookUp(5001, "guest@example.com");
    expect(await firstValueFrom(cancellation.resend$)).toEqual({ status: "idle" });
    await cancellation.resendTickets();
    cancellation.reset();
    expect(await firstValueFrom(cancellation.resend$)).toEqual({ status: "idle" });
  });
});
