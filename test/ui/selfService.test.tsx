// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import type { FeatureFlags } from "../../src/domain/featureFlags.js";
import type { OrderSummary, OrderTicket } from "../../src/domain/order.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { pendingAnswer } from "../async.js";
import { anInventory, anOrderSummary, anOrderTicket, saleDatesOf } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const order = anOrderSummary({
  orderId: 5001,
  guestFirstName: "Ada",
  guestLastName: "Guest",
  orderDate: "2026-11-20T09:30:00",
  visitDate: "2026-11-22T14:00:00",
  orderConfirmation: "CONF-5001",
  numberOfTickets: 3,
  orderProducts: [
    { productName: "General Admission", qty: 2 },
    { productName: "Summit Café Voucher", qty: 1 },
  ],
});
const consentText =
  "Please cancel and refund my ticket order. My refund will be received in 5-10 business days.";
const contact =
  "Please contact Guest Services at (206) 555-0141 or guestservices@summitneedle.example.";

const openSelfService = (webSales: Partial<WebSalesApi> = {}, flags?: FeatureFlags) =>
  renderStorefront("/self-service", {
    ...(flags === undefined ? {} : { flags }),
    webSales: {
      searchOrder: () => TE.right(order),
      refund: () => TE.right(undefined),
      ...webSales,
    },
  });

const findOrder = async (orderNumber = "5001", email = "guest@example.com") => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Order number"), orderNumber);
  await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Find order" }));
  return user;
};

describe("self-service: finding the order", () => {
  it("the order is found with 'Order number', 'Email' and 'Find order'", async () => {
    const { fakes } = await openSelfService();
    await findOrder("5001", "guest@example.com");
    expect(await screen.findByRole("heading", { name: "ORDER DETAILS" })).toBeTruthy();
    expect(fakes.webSales.calls).toContainEqual({
      method: "searchOrder",
      args: [5001, "guest@example.com"],
    });
  });

  it("Code 17 says the order was not found, and keeps what the guest typed", async () => {
    await openSelfService({ searchOrder: () => TE.left(refusal(17, "Order not found")) });
    await findOrder("5001", "guest@example.com");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "Your order was not found. Please review your details and try again.",
    );
    expect(screen.getByLabelText<HTMLInputElement>("Order number").value).toBe("5001");
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("guest@example.com");
  });

  it("a throttled lookup says how long to wait, and keeps what the guest typed", async () => {
    await openSelfService({
      searchOrder: () => TE.left({ tag: "THROTTLED", retryAfterSeconds: 42 }),
    });
    await findOrder("5001", "guest@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Please try again in 42 seconds.",
    );
    expect(screen.getByLabelText<HTMLInputElement>("Order number").value).toBe("5001");
  });

  it("any other lookup failure says the request cannot be processed, with the contact line", async () => {
    await openSelfService({ searchOrder: () => TE.left(refusal(500, "Down")) });
    await findOrder();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Your request cannot be processed at this time.")).toBeTruthy();
    expect(within(alert).getByText(contact)).toBeTruthy();
  });

  it("an order number that is not digits is refused next to the field, and nothing is sent", async () => {
    const { fakes } = await openSelfService();
    await findOrder("ABC", "guest@example.com");
    const field = screen.getByLabelText("Order number");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe("order-number-error");
    expect(fakes.webSales.calls.filter((c) => c.method === "searchOrder")).toEqual([]);
  });

  it("when the selfServiceCancellation flag is off, online cancellation is not available", async () => {
    await renderStorefront("/self-service", { flags: { selfServiceCancellation: false } });
    expect(await screen.findByText("Online cancellation is not available.")).toBeTruthy();
    expect(screen.getByText(contact)).toBeTruthy();
    expect(screen.queryByLabelText("Order number")).toBeNull();
  });
});

describe("self-service: the cancellation screen", () => {
  it("ORDER DETAILS shows the six fields, dates as MM/dd/yyyy h:mm a", async () => {
    await openSelfService();
    await findOrder();
    await screen.findByRole("heading", { name: "ORDER DETAILS" });
    const row = (name: string) => screen.getByRole("rowheader", { name }).nextSibling?.textContent;
    expect(row("Order #")).toBe("5001");
    expect(row("Customer Name")).toBe("Ada Guest");
    expect(row("Order Date")).toBe("11/20/2026 9:30 AM");
    expect(row("Confirmation #")).toBe("CONF-5001");
    expect(row("Visit Date")).toBe("11/22/2026 2:00 PM");
    expect(row("Number of Tickets")).toBe("3");
  });

  it("ticket rows show Qty and Type", async () => {
    await openSelfService();
    await findOrder();
    const tickets = await screen.findByRole("table", { name: "Tickets" });
    expect(within(tickets).getByRole("columnheader", { name: "Qty" })).toBeTruthy();
    expect(within(tickets).getByRole("columnheader", { name: "Type" })).toBeTruthy();
    const rows = within(tickets)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(["2General Admission", "1Summit Café Voucher"]);
  });

  it("CANCEL TICKETS is disabled until the consent box with its exact text is checked", async () => {
    await openSelfService();
    const user = await findOrder();
    const cancel = await screen.findByRole("button", { name: "CANCEL TICKETS" });
    expect(cancel.getAttribute("aria-disabled")).toBe("true");
    await user.click(screen.getByRole("checkbox", { name: consentText }));
    expect(cancel.getAttribute("aria-disabled")).toBe("false");
  });

  it("cancelling shows 'Order {id} has been canceled.' and the refund text; DONE starts over", async () => {
    await openSelfService();
    const user = await findOrder();
    await user.click(await screen.findByRole("checkbox", { name: consentText }));
    await user.click(screen.getByRole("button", { name: "CANCEL TICKETS" }));
    expect(await screen.findByText("Order 5001 has been canceled.")).toBeTruthy();
    expect(
      screen.getByText("You should expect to receive your refund within 5-10 business days."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "DONE" }));
    expect(screen.getByLabelText<HTMLInputElement>("Order number").value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("");
  });

  it("CANCEL TICKETS cannot be pressed twice while the refund is on its way", async () => {
    const answer = pendingAnswer<undefined>();
    const { fakes } = await openSelfService({ refund: () => answer.task });
    const user = await findOrder();
    await user.click(await screen.findByRole("checkbox", { name: consentText }));
    const cancel = screen.getByRole("button", { name: "CANCEL TICKETS" });
    await user.click(cancel);
    expect(cancel.getAttribute("aria-disabled")).toBe("true");
    await user.click(cancel);
    await act(() => answer.succeed(undefined));
    expect(fakes.webSales.calls.filter((c) => c.method === "refund")).toHaveLength(1);
  });

  it("NOT_REFUNDABLE says the order is not eligible, with the contact line, and hides the checkbox and CANCEL TICKETS", async () => {
    await openSelfService({ refund: () => TE.left(refusal(5005, "Not eligible")) });
    const user = await findOrder();
    await user.click(await screen.findByRole("checkbox", { name: consentText }));
    await user.click(screen.getByRole("button", { name: "CANCEL TICKETS" }));
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByText("Your order is not eligible for an online cancellation."),
    ).toBeTruthy();
    expect(within(alert).getByText(contact)).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "CANCEL TICKETS" })).toBeNull();
    expect(screen.getByRole("button", { name: "BACK" })).toBeTruthy();
  });

  it("any other refund failure says the request cannot be processed and lets the guest try again", async () => {
    const answers = [TE.left(refusal(500, "Down")), TE.right(undefined)];
    await openSelfService({ refund: () => answers.shift() ?? TE.right(undefined) });
    const user = await findOrder();
    await user.click(await screen.findByRole("checkbox", { name: consentText }));
    await user.click(screen.getByRole("button", { name: "CANCEL TICKETS" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Your request cannot be processed at this time.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "CANCEL TICKETS" }));
    expect(await screen.findByText("Order 5001 has been canceled.")).toBeTruthy();
  });

  it("BACK returns to an empty lookup form", async () => {
    await openSelfService();
    const user = await findOrder();
    await user.click(await screen.findByRole("button", { name: "BACK" }));
    expect(screen.getByLabelText<HTMLInputElement>("Order number").value).toBe("");
    expect(screen.getByRole("button", { name: "Find order" })).toBeTruthy();
  });
});

describe("self-service: the order's status and payment", () => {
  const paid = { ...order, totalPaid: 7560, totalTax: 560 };
  const cancelled = anOrderSummary({
    ...paid,
    status: { tag: "CANCELLED", cancelledDate: "2026-11-21T10:05:00" },
  });
  const row = (table: HTMLElement, name: string) =>
    within(table).getByRole("rowheader", { name }).nextSibling?.textContent;

  it("a confirmed order says so, with what was paid and its tax, and a View tickets link to its tickets", async () => {
    const { location } = await openSelfService({ searchOrder: () => TE.right(paid) });
    const user = await findOrder();
    expect((await screen.findByText("Status:")).textContent).toBe("Status: Confirmed");
    const payment = screen.getByRole("table", { name: "Payment" });
    expect(row(payment, "Amount Paid")).toBe("$75.60");
    expect(row(payment, "Tax Included")).toBe("$5.60");
    await user.click(screen.getByRole("link", { name: "View tickets" }));
    expect(location.history.at(-1)).toBe("/view-tickets?orderConfirmation=CONF-5001");
  });

  it("an order without tax shows the amount paid and no tax row", async () => {
    await openSelfService({ searchOrder: () => TE.right({ ...order, totalPaid: 0, totalTax: 0 }) });
    await findOrder();
    const payment = await screen.findByRole("table", { name: "Payment" });
    expect(row(payment, "Amount Paid")).toBe("$0.00");
    expect(within(payment).queryByRole("rowheader", { name: "Tax Included" })).toBeNull();
  });

  it("a cancelled order says it was canceled and refunded, and offers no consent box, CANCEL TICKETS or tickets", async () => {
    const { fakes } = await openSelfService({ searchOrder: () => TE.right(cancelled) });
    await findOrder();
    expect((await screen.findByText("Status:")).textContent).toBe("Status: Canceled");
    expect(
      screen.getByText(/^This order was canceled and refunded on 11\/21\/2026 10:05 AM\./),
    ).toBeTruthy();
    expect(row(screen.getByRole("table", { name: "Payment" }), "Amount Paid")).toBe("$75.60");
    expect(screen.getByRole("heading", { name: "ORDER DETAILS" })).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "CANCEL TICKETS" })).toBeNull();
    expect(screen.queryByRole("link", { name: "View tickets" })).toBeNull();
    expect(screen.getByRole("button", { name: "BACK" })).toBeTruthy();
    expect(fakes.webSales.calls.filter((c) => c.method === "refund")).toEqual([]);
  });

  it("a cancelled order whose date the API does not give still says it was canceled and refunded", async () => {
    await openSelfService({
      searchOrder: () =>
        TE.right({ ...cancelled, status: { tag: "CANCELLED", cancelledDate: null } }),
    });
    await findOrder();
    expect(await screen.findByText(/^This order has been canceled and refunded\./)).toBeTruthy();
  });

  it("an order the API gives no status or amounts for (the spec lists none) is the spec's order details, its tickets, and may be cancelled", async () => {
    const { location } = await openSelfService({
      searchOrder: () => TE.right({ ...order, status: null, totalPaid: null, totalTax: null }),
    });
    const user = await findOrder();
    await screen.findByRole("heading", { name: "ORDER DETAILS" });
    expect(screen.queryByText("Status:")).toBeNull();
    expect(screen.queryByRole("table", { name: "Payment" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Resend tickets" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: consentText }));
    await user.click(screen.getByRole("button", { name: "CANCEL TICKETS" }));
    expect(await screen.findByText("Order 5001 has been canceled.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "DONE" }));
    await findOrder();
    await user.click(await screen.findByRole("link", { name: "View tickets" }));
    expect(location.history.at(-1)).toBe("/view-tickets?orderConfirmation=CONF-5001");
  });
});

describe("self-service: resend tickets", () => {
  it("an API that answers resending with a bare 405 (it has no such call) takes Resend tickets away, saying the tickets could not be sent", async () => {
    await openSelfService({ resendTickets: () => TE.left(refusal(405, "Method Not Allowed")) });
    const user = await findOrder();
    await user.click(await screen.findByRole("button", { name: "Resend tickets" }));
    expect(
      (
        await screen.findAllByText(guestWordsIn("en")("errors.requestCannotBeProcessed"), {
          exact: false,
        })
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Resend tickets" })).toBeNull();
  });

  it("an API whose flags do not offer resending gets no Resend tickets button on a confirmed order", async () => {
    await openSelfService({}, {});
    await findOrder();
    expect((await screen.findByText("Status:")).textContent).toBe("Status: Confirmed");
    expect(screen.queryByRole("button", { name: "Resend tickets" })).toBeNull();
  });

  it("Resend tickets sends the found order's tickets again and says where, the address partly masked", async () => {
    const { fakes } = await openSelfService({ resendTickets: () => TE.right(undefined) });
    const user = await findOrder("5001", "guest@example.com");
    await user.click(await screen.findByRole("button", { name: "Resend tickets" }));
    const sent = await screen.findByText("We sent your tickets to g•••@example.com.");
    // Told politely, where a screen reader announces it without moving the guest.
    expect(sent.closest("[role=status]")).not.toBeNull();
    expect(fakes.webSales.calls).toContainEqual({
      method: "resendTickets",
      args: [5001, "guest@example.com"],
    });
  });

  it("Resend tickets is busy while the request is on its way", async () => {
    const answer = pendingAnswer<undefined>();
    await openSelfService({ resendTickets: () => answer.task });
    const user = await findOrder();
    await user.click(await screen.findByRole("button", { name: "Resend tickets" }));
    const busy = screen.getByRole("button", { name: "Sending…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    await act(() => answer.succeed(undefined));
    expect(screen.getByRole("button", { name: "Resend tickets" })).toBeTruthy();
  });

  it("a refused resend says why beside the button: too many attempts", async () => {
    await openSelfService({
      resendTickets: () => TE.left({ tag: "THROTTLED", retryAfterSeconds: 1800 }),
    });
    const user = await findOrder();
    await user.click(await screen.findByRole("button", { name: "Resend tickets" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Please try again in 1800 seconds.",
    );
  });

  it("a cancelled order offers no Resend tickets", async () => {
    await openSelfService({
      searchOrder: () =>
        TE.right({ ...order, status: { tag: "CANCELLED", cancelledDate: "2026-11-21T10:00:00" } }),
    });
    await findOrder();
    await screen.findByRole("heading", { name: "ORDER DETAILS" });
    expect(screen.queryByRole("button", { name: "Resend tickets" })).toBeNull();
  });
});

describe("self-service: cancel some tickets", () => {
  const adult = (ticketId: number, cancellable = true): OrderTicket =>
    anOrderTicket({ ticketId, cancellable, endTime: "2026-11-22T10:30:00" });
  const threeTickets = anOrderSummary({
    ...order,
    totalPaid: 11340,
    totalTax: 840,
    tickets: [adult(11), adult(12), adult(13, false)],
  });
  const twoKept = anOrderSummary({
    ...threeTickets,
    numberOfTickets: 2,
    orderProducts: [{ productName: "General Admission", qty: 2 }],
    totalPaid: 7560,
    totalTax: 560,
    tickets: [adult(12), adult(13, false)],
  });
  const quote = { refund: 3780, ticketsKept: 2, keptWorth: 7560 };
  const choice = () => screen.getByRole("group", { name: "Choose the tickets to cancel" });
  const ticketBoxes = () => within(choice()).getAllByRole("checkbox");
  const row = (table: HTMLElement, name: string) =>
    within(table).getByRole("rowheader", { name }).nextSibling?.textContent;

  /** The first look-up finds the order as bought, every later one as it stands now. */
  const openWithTickets = (answers: Partial<WebSalesApi> = {}, flags?: FeatureFlags) => {
    const found = [threeTickets];
    return openSelfService(
      {
        searchOrder: () => TE.right(found.shift() ?? twoKept),
        quoteCancelTickets: () => TE.right(quote),
        cancelTickets: () => TE.right({ refunded: 3780, ticketsKept: 2 }),
        ...answers,
      },
      flags,
    );
  };

  const openChoice = async () => {
    const user = await findOrder();
    await user.click(await screen.findByRole("button", { name: "Cancel some tickets" }));
    return user;
  };

  it("offered on a confirmed order whose API offers it (its flag) and that has two or more tickets that may be cancelled", async () => {
    await openWithTickets();
    await findOrder();
    const open = await screen.findByRole("button", { name: "Cancel some tickets" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("group", { name: "Choose the tickets to cancel" })).toBeNull();
  });

  it("not offered when the API's flags do not offer cancelTickets", async () => {
    await openWithTickets({}, { resendTickets: true });
    await findOrder();
    await screen.findByRole("heading", { name: "ORDER DETAILS" });
    expect(screen.queryByRole("button", { name: "Cancel some tickets" })).toBeNull();
  });

  it("not offered with one ticket that may be cancelled (cancelling the order does that), nor when the API lists no tickets", async () => {
    for (const tickets of [[adult(11), adult(12, false)], null]) {
      await openSelfService({ searchOrder: () => TE.right({ ...threeTickets, tickets }) });
      await findOrder();
      await screen.findByRole("heading", { name: "ORDER DETAILS" });
      expect(screen.queryByRole("button", { name: "Cancel some tickets" })).toBeNull();
      cleanup();
    }
  });

  it("each ticket is a choice naming its product, type, visit date and entry time; one that may not be cancelled is shown unavailable, saying why", async () => {
    await openWithTickets();
    await openChoice();
    const boxes = ticketBoxes();
    expect(boxes.map((box) => box.closest("label")?.textContent)).toEqual([
      "General Admission Adult Sunday, November 22, 2026 10:00 AM to 10:30 AM",
      "General Admission Adult Sunday, November 22, 2026 10:00 AM to 10:30 AM",
      "General Admission Adult Sunday, November 22, 2026 10:00 AM to 10:30 AM Can no longer be canceled online",
    ]);
    expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([false, false, true]);
  });

  it("See refund asks nothing until a ticket is chosen", async () => {
    const { fakes } = await openWithTickets();
    const user = await openChoice();
    const seeRefund = screen.getByRole("button", { name: "See refund" });
    expect(seeRefund.getAttribute("aria-disabled")).toBe("true");
    await user.click(seeRefund);
    expect(fakes.webSales.calls.filter((c) => c.method === "quoteCancelTickets")).toEqual([]);
  });

  it("the refund is shown before anything is cancelled; confirming cancels the chosen tickets, says what was refunded and that the others stay valid, and shows the order as it stands now", async () => {
    const { fakes } = await openWithTickets();
    const user = await openChoice();
    await user.click(ticketBoxes()[0] as HTMLElement);
    await user.click(screen.getByRole("button", { name: "See refund" }));
    expect(
      (await screen.findByText("You get $37.80 back.")).closest("[role=status]")?.textContent,
    ).toBe("You get $37.80 back. 2 tickets stay on this order, worth $75.60.");
    expect(fakes.webSales.calls.filter((c) => c.method === "cancelTickets")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Confirm and cancel 1 ticket" }));
    const heading = await screen.findByRole("heading", { name: "Tickets canceled" });
    expect(heading.closest("[role=status]")?.textContent).toBe(
      "Tickets canceled" +
        "$37.80 will be refunded to you within 5-10 business days." +
        "The other 2 tickets on this order are still valid.",
    );
    expect(document.activeElement).toBe(heading);
    expect(fakes.webSales.calls.filter((c) => c.method === "cancelTickets")).toEqual([
      { method: "cancelTickets", args: [5001, "guest@example.com", [11]] },
    ]);
    const details = screen.getByRole("rowheader", { name: "Number of Tickets" }).closest("table");
    await waitFor(() => {
      expect(row(details as HTMLElement, "Number of Tickets")).toBe("2");
    });
    expect(row(screen.getByRole("table", { name: "Payment" }), "Amount Paid")).toBe("$75.60");
    expect(fakes.webSales.calls.filter((c) => c.method === "searchOrder")).toHaveLength(2);
    // One ticket that may be cancelled is left: cancelling some is no longer offered.
    expect(screen.queryByRole("button", { name: "Cancel some tickets" })).toBeNull();
  });

  it("after some tickets are cancelled the whole order can still be cancelled", async () => {
    const { fakes } = await openWithTickets();
    const user = await openChoice();
    await user.click(ticketBoxes()[0] as HTMLElement);
    await user.click(screen.getByRole("button", { name: "See refund" }));
    await user.click(await screen.findByRole("button", { name: "Confirm and cancel 1 ticket" }));
    await screen.findByRole("heading", { name: "Tickets canceled" });
    await user.click(screen.getByRole("checkbox", { name: consentText }));
    await user.click(screen.getByRole("button", { name: "CANCEL TICKETS" }));
    expect(await screen.findByText("Order 5001 has been canceled.")).toBeTruthy();
    expect(fakes.webSales.calls.filter((c) => c.method === "refund")).toHaveLength(1);
  });

  it("a changed choice hides the refund shown for the old one", async () => {
    await openWithTickets();
    const user = await openChoice();
    await user.click(ticketBoxes()[0] as HTMLElement);
    await user.click(screen.getByRole("button", { name: "See refund" }));
    await screen.findByText("You get $37.80 back.");
    await user.click(ticketBoxes()[1] as HTMLElement);
    expect(screen.queryByText("You get $37.80 back.")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Confirm and cancel/ })).toBeNull();
    expect(screen.getByRole("button", { name: "See refund" })).toBeTruthy();
  });

  it("a group that would fall below its minimum is refused next to the choice, in the API's words, and nothing is cancelled", async () => {
    const groupRule =
      "A group booking keeps at least 10 Group Admission tickets. Cancel fewer of them, or all of them.";
    const { fakes } = await openWithTickets({
      quoteCancelTickets: () => TE.left(refusal(4093, groupRule)),
    });
    const user = await openChoice();
    await user.click(ticketBoxes()[0] as HTMLElement);
    await user.click(screen.getByRole("button", { name: "See refund" }));
    const alert = await within(choice().parentElement as HTMLElement).findByRole("alert");
    expect(alert.textContent).toBe(groupRule);
    expect(screen.queryByRole("button", { name: /^Confirm and cancel/ })).toBeNull();
    expect(fakes.webSales.calls.filter((c) => c.method === "cancelTickets")).toEqual([]);
  });

  it("See refund and the confirmation are busy while their answers are on their way", async () => {
    const quoted = pendingAnswer<typeof quote>();
    const cancelled = pendingAnswer<{ refunded: number; ticketsKept: number }>();
    await openWithTickets({
      quoteCancelTickets: () => quoted.task,
      cancelTickets: () => cancelled.task,
    });
    const user = await openChoice();
    await user.click(ticketBoxes()[0] as HTMLElement);
    await user.click(screen.getByRole("button", { name: "See refund" }));
    expect(
      screen.getByRole("button", { name: "Checking the refund…" }).getAttribute("aria-busy"),
    ).toBe("true");
    await act(() => quoted.succeed(quote));
    await user.click(screen.getByRole("button", { name: "Confirm and cancel 1 ticket" }));
    expect(screen.getByRole("button", { name: "Canceling…" }).getAttribute("aria-busy")).toBe(
      "true",
    );
    await act(() => cancelled.succeed({ refunded: 3780, ticketsKept: 2 }));
    expect(await screen.findByRole("heading", { name: "Tickets canceled" })).toBeTruthy();
  });
});

describe("self-service: change date or time", () => {
  const adult = (ticketId: number, changeableUntil: string | null = "2026-11-22T08:00:00") =>
    anOrderTicket({ ticketId, changeableUntil, endTime: "2026-11-22T11:00:00" });
  const threeTickets = anOrderSummary({
    ...order,
    tickets: [adult(11), adult(12), adult(13, null)],
  });
  const moved = anOrderSummary({
    ...threeTickets,
    visitDate: "2026-11-29T10:00:00",
    tickets: [
      { ...adult(11), visitDate: "2026-11-29", startTime: "2026-11-29T10:00:00" },
      adult(12),
      adult(13, null),
    ],
  });
  const costsMore = { amountDue: 400, refund: 0, newWorth: 11740, ticketsMoved: 1 };
  const givesBack = { amountDue: 0, refund: 600, newWorth: 10740, ticketsMoved: 1 };
  const slot = anInventory({
    inventoryId: 77,
    startTime: "2026-11-29T10:00:00",
    endTime: "2026-11-29T11:00:00",
  });
  const choice = () => screen.getByRole("group", { name: "Choose the tickets to change" });
  const ticketBoxes = () => within(choice()).getAllByRole("checkbox");

  /** The first look-up finds the order as bought, every later one as it stands now. */
  const openWithTickets = (
    answers: Partial<WebSalesApi> = {},
    options: { readonly flags?: FeatureFlags; readonly found?: OrderSummary } = {},
  ) => {
    const found = [options.found ?? threeTickets];
    return renderStorefront("/self-service", {
      ...(options.flags === undefined ? {} : { flags: options.flags }),
      webSales: {
        searchOrder: () => TE.right(found.shift() ?? moved),
        saleDates: () => TE.right(saleDatesOf(["2026-11-28", "2026-11-29"])),
        quoteChangeVisit: () => TE.right(costsMore),
        changeVisit: () => TE.right({ charged: 400, refunded: 0, ticketsMoved: 1 }),
        ...answers,
      },
      ticketing: { inventory: () => TE.right([slot]) },
    });
  };

  /** The first ticket, Sunday November 29 and its 10:00 AM entry time. */
  const chooseNewVisit = async () => {
    const user = await findOrder();
    await user.click(await screen.findByRole("button", { name: "Change date or time" }));
    await user.click(ticketBoxes()[0] as HTMLElement);
    await user.click(await screen.findByRole("button", { name: "Sunday, November 29, 2026" }));
    await user.click(await screen.findByRole("radio", { name: "Morning" }));
    await user.click(screen.getByRole("radio", { name: "10:00 AM to 11:00 AM" }));
    return user;
  };

  const typeCard = async (user: ReturnType<typeof userEvent.setup>, cardNumber: string) => {
    await user.type(screen.getByLabelText("Name on card"), "Ada Guest");
    await user.type(screen.getByLabelText("Card number"), cardNumber);
    await user.type(screen.getByLabelText("Expiry date (MM/YY)"), "12/31");
    await user.type(screen.getByLabelText("CVV"), "123");
  };

  it("offered on a confirmed order whose API offers it (its flag) and that has a ticket whose visit may change", async () => {
    await openWithTickets();
    await findOrder();
    const open = await screen.findByRole("button", { name: "Change date or time" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
  });

  it("not offered when the API's flags do not offer changeVisit, nor when no ticket's visit may change", async () => {
    await openWithTickets({}, { flags: { cancelTickets: true } });
    await findOrder();
    await screen.findByRole("heading", { name: "ORDER DETAILS" });
    expect(screen.queryByRole("button", { name: "Change date or time" })).toBeNull();
    cleanup();
    await openWithTickets({}, { found: { ...threeTickets, tickets: [adult(11, null)] } });
    await findOrder();
    await screen.findByRole("heading", { name: "ORDER DETAILS" });
    expect(screen.queryByRole("button", { name: "Change date or time" })).toBeNull();
  });

  it("a ticket whose visit may not change (an event, a city-pass exchange, too late) is shown unavailable, saying so", async () => {
    await openWithTickets();
    const user = await findOrder();
    await user.click(await screen.findByRole("button", { name: "Change date or time" }));
    const boxes = ticketBoxes();
    expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([false, false, true]);
    expect(boxes[2]?.closest("label")?.textContent).toContain("Can no longer be changed online");
  });

  it("the difference is shown before anything changes; a cost asks for the card, and confirming says what was charged, that the new tickets are e-mailed, and shows the order as it stands now", async () => {
    const { fakes } = await openWithTickets();
    const user = await chooseNewVisit();
    await user.click(screen.getByRole("button", { name: "See the difference" }));
    expect(await screen.findByText("You pay $4.00 more.")).toBeTruthy();
    expect(fakes.webSales.calls.filter((c) => c.method === "changeVisit")).toEqual([]);

    await typeCard(user, "4242 4242 4242 4242");
    await user.click(screen.getByRole("button", { name: "Change 1 ticket" }));
    const heading = await screen.findByRole("heading", { name: "Visit changed" });
    expect(heading.closest("[role=status]")?.textContent).toBe(
      "Visit changed" +
        "$4.00 was charged to your card." +
        "Your new tickets are on their way by e-mail: the old barcodes no longer admit.",
    );
    expect(document.activeElement).toBe(heading);
    const changes = fakes.webSales.calls.filter((c) => c.method === "changeVisit");
    expect(changes.map((c) => c.args.slice(0, 3))).toEqual([
      [5001, "guest@example.com", { ticketIds: [11], visitDate: "2026-11-29", inventoryId: 77 }],
    ]);
    await waitFor(() => {
      expect(fakes.webSales.calls.filter((c) => c.method === "searchOrder")).toHaveLength(2);
    });
  });

  it("a change that gives money back asks for no card, and says what will be refunded", async () => {
    await openWithTickets({
      quoteChangeVisit: () => TE.right(givesBack),
      changeVisit: () => TE.right({ charged: 0, refunded: 600, ticketsMoved: 1 }),
    });
    const user = await chooseNewVisit();
    await user.click(screen.getByRole("button", { name: "See the difference" }));
    expect(await screen.findByText("You get $6.00 back.")).toBeTruthy();
    expect(screen.queryByLabelText("Card number")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Change 1 ticket" }));
    const heading = await screen.findByRole("heading", { name: "Visit changed" });
    expect(heading.closest("[role=status]")?.textContent).toContain(
      "$6.00 will be refunded to you within 5-10 business days.",
    );
  });

  it("a product sold by the day has no entry times: its new date alone is quoted, and one that costs the same says so", async () => {
    const { fakes } = await renderStorefront("/self-service", {
      webSales: {
        searchOrder: () => TE.right(threeTickets),
        saleDates: () => TE.right(saleDatesOf(["2026-11-28", "2026-11-29"])),
        quoteChangeVisit: () =>
          TE.right({ amountDue: 0, refund: 0, newWorth: 11340, ticketsMoved: 1 }),
      },
      ticketing: { inventory: () => TE.right([]) },
    });
    const user = await findOrder();
    await user.click(await screen.findByRole("button", { name: "Change date or time" }));
    await user.click(ticketBoxes()[0] as HTMLElement);
    await user.click(await screen.findByRole("button", { name: "Sunday, November 29, 2026" }));
    const seeDifference = screen.getByRole("button", { name: "See the difference" });
    await waitFor(() => {
      expect(seeDifference.getAttribute("aria-disabled")).toBe("false");
    });
    expect(screen.queryByRole("radio")).toBeNull();
    await user.click(seeDifference);
    expect(await screen.findByText("The new time costs the same.")).toBeTruthy();
    expect(screen.queryByLabelText("Card number")).toBeNull();
    expect(fakes.webSales.calls.filter((c) => c.method === "quoteChangeVisit")).toEqual([
      {
        method: "quoteChangeVisit",
        args: [
          5001,
          "guest@example.com",
          { ticketIds: [11], visitDate: "2026-11-29", inventoryId: null },
        ],
      },
    ]);
  });

  it("an entry time that has no room left is refused beside the choice, and nothing changes", async () => {
    const { fakes } = await openWithTickets({
      quoteChangeVisit: () => TE.left(refusal(4095)),
    });
    const user = await chooseNewVisit();
    await user.click(screen.getByRole("button", { name: "See the difference" }));
    const alert = await within(choice().parentElement as HTMLElement).findByRole("alert");
    expect(alert.textContent).toBe(
      "That entry time no longer has room for these tickets. Choose another time.",
    );
    expect(screen.queryByRole("button", { name: /^Change 1 ticket/ })).toBeNull();
    expect(fakes.webSales.calls.filter((c) => c.method === "changeVisit")).toEqual([]);
  });

  it("a card that is not valid is said next to each wrong field, and nothing changes", async () => {
    const { fakes } = await openWithTickets();
    const user = await chooseNewVisit();
    await user.click(screen.getByRole("button", { name: "See the difference" }));
    await screen.findByText("You pay $4.00 more.");
    await user.click(screen.getByRole("button", { name: "Change 1 ticket" }));
    const cardNumber = screen.getByLabelText("Card number");
    await waitFor(() => {
      expect(cardNumber.getAttribute("aria-invalid")).toBe("true");
    });
    const errorId = cardNumber.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(errorId)?.textContent).not.toBe("");
    expect(screen.getByLabelText("CVV").getAttribute("aria-invalid")).toBe("true");
    expect(fakes.webSales.calls.filter((c) => c.method === "changeVisit")).toEqual([]);
  });

  it("opening Change date or time closes Cancel some tickets, and the other way round", async () => {
    await openWithTickets({}, { found: { ...threeTickets, tickets: [adult(11), adult(12)] } });
    const user = await findOrder();
    await user.click(await screen.findByRole("button", { name: "Cancel some tickets" }));
    await user.click(screen.getByRole("button", { name: "Change date or time" }));
    expect(screen.queryByRole("group", { name: "Choose the tickets to cancel" })).toBeNull();
    expect(choice()).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Cancel some tickets" }));
    expect(screen.queryByRole("group", { name: "Choose the tickets to change" })).toBeNull();
  });
});
